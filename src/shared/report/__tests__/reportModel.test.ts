import { describe, expect, it } from 'vitest';
import { compiledFixture, exportFixture, fixtureOverrides, FIXTURE_IDS } from '../../../../tests/helpers/sotFixture';
import { inForce, overrideKey, type Override } from '../../domain/override';
import { detailBlocks, genericBlocks } from '../findingBlocks';
import {
  collectChecks,
  filterClaims,
  headline,
  matchesParagraph,
  reportModel,
  standingFindings,
  verdictCounts
} from '../reportModel';

describe('overrides in force', () => {
  const base = { runId: 'r', note: 'n', analyst: 'A', kind: 'verdict' as const, original: 'unverified' as const };
  it('keeps the latest per target and drops a withdrawn one', () => {
    const list: Override[] = [
      { ...base, id: 'b', targetId: 'c1', value: 'verified', at: '2026-01-01T00:00:02Z' },
      { ...base, id: 'a', targetId: 'c1', value: 'contradicted', at: '2026-01-01T00:00:01Z' },
      { ...base, id: 'c', targetId: 'c2', value: 'verified', at: '2026-01-01T00:00:01Z' },
      { ...base, id: 'd', targetId: 'c2', value: null, at: '2026-01-01T00:00:03Z' }
    ];
    const active = inForce(list);
    expect([...active.keys()]).toEqual([overrideKey('verdict', 'c1')]);
    expect(active.get('verdict:c1')!.value).toBe('verified');
  });
});

describe('report model', () => {
  const doc = exportFixture(20);
  const model = reportModel(doc);

  it('puts the override in force over the Judge and counts verdicts in force', () => {
    const o = fixtureOverrides(compiledFixture(20))[0]!;
    const row = model.claims.find((c) => c.entry.claim.id === o.targetId)!;
    expect(row.verdict).toBe('verified');
    expect(row.entry.verdict!.verdict).toBe('contradicted');
    const judge = verdictCounts(model.claims.map((c) => ({ ...c, verdict: c.entry.verdict?.verdict ?? null })));
    const inForceCounts = verdictCounts(model.claims);
    expect(inForceCounts.verified).toBe(judge.verified + 1);
    expect(inForceCounts.contradicted).toBe(judge.contradicted - 1);
    expect(model.gaps.find((g) => g.gap.id === FIXTURE_IDS.gapUnaddressed)!.override?.value).toBe('dismissed');
  });

  it('combines filters: pillar, type, verdict, agent, paragraph, words', () => {
    const all = model.claims;
    expect(filterClaims(all, {})).toHaveLength(20);
    const gov = filterClaims(all, { pillar: 'governance' });
    expect(gov.length).toBeGreaterThan(0);
    expect(gov.every((c) => c.pillar === 'governance')).toBe(true);
    const both = filterClaims(all, { pillar: 'governance', verdict: 'verified' });
    expect(both.every((c) => c.pillar === 'governance' && c.verdict === 'verified')).toBe(true);
    expect(filterClaims(all, { agent: 'legal' }).every((c) => c.agents.includes('legal'))).toBe(true);
    expect(filterClaims(all, { verdict: 'none' }).every((c) => c.verdict === null)).toBe(true);
    expect(filterClaims(all, { text: 'site 13' }).map((c) => c.entry.claim.id)).toEqual(['clm_000000000000000d']);
    expect(filterClaims(all, { text: 'clm_000000000000000d' })).toHaveLength(1);
    expect(filterClaims(all, { overriddenOnly: true })).toHaveLength(1);
    expect(
      filterClaims(all, { paragraph: 'S2.29' }).every((c) => c.paragraphs.some((p) => p.startsWith('S2.29')))
    ).toBe(true);
  });

  it('matches a paragraph and everything below it, never a longer number', () => {
    expect(matchesParagraph(['S2.29(a)(i)(3)'], 'S2.29')).toBe(true);
    expect(matchesParagraph(['S2.29(a)(i)(3)'], 's2.29(a)')).toBe(true);
    expect(matchesParagraph(['S2.29(a)(i)(3)'], 'S2.29(a)(i')).toBe(true);
    expect(matchesParagraph(['S2.290'], 'S2.29')).toBe(false);
    expect(matchesParagraph(['S2.2'], 'S2.29')).toBe(false);
    expect(matchesParagraph(['S2.29(b)'], 'S2.29(a)')).toBe(false);
  });

  it('lists each check once with every claim that carries it, and leads the summary with what matters', () => {
    const checks = collectChecks(doc);
    expect(checks.map((c) => c.check.checkName).sort()).toEqual(['scope_addition', 'yoy_change']);
    expect(checks.find((c) => c.check.checkName === 'scope_addition')!.claimIds).toHaveLength(4);
    const h = headline(model, checks);
    expect(h.failedChecks[0]!.check.severity).toBe('high');
    expect(h.openGaps.map((g) => g.gap.id)).toEqual([FIXTURE_IDS.gapPartial]);
    expect(h.overridden).toBe(2);
  });

  it('keeps only the latest cycle of each agent as the standing evidence', () => {
    const entry = structuredClone(doc.pillars[0]!.claims[0]!);
    const f = entry.findings[0]!;
    entry.findings.push({ ...f, id: 'later', cycle: 3 });
    expect(standingFindings(entry).map((x) => x.id)).toEqual(['later']);
  });
});

describe('finding detail blocks', () => {
  it('describes each agent’s details with its own describer', () => {
    const doc = exportFixture(10);
    const byAgent = new Map(
      doc.pillars
        .flatMap((p) => p.claims)
        .flatMap((e) => e.findings)
        .map((f) => [f.agent, f])
    );
    expect(detailBlocks('data_metrics', byAgent.get('data_metrics')!.details)[0]).toMatchObject({
      kind: 'table',
      title: 'Checks'
    });
    expect(detailBlocks('legal', byAgent.get('legal')!.details).map((b) => b.title)).toEqual([
      'IFRS mappings',
      'Sub-requirements',
      'Missing requirements'
    ]);
    expect(detailBlocks('academic', byAgent.get('academic')!.details).map((b) => b.title)).toEqual([
      'References',
      'Methodology'
    ]);
    expect(detailBlocks('news_media', byAgent.get('news_media')!.details).map((b) => b.title)).toEqual([
      'Coverage',
      'Contradiction'
    ]);
    expect(detailBlocks('geography', byAgent.get('geography')!.details).map((b) => b.title)).toEqual([
      'Places',
      'Not resolved',
      'Satellite scenes',
      'NDVI',
      'Not checked'
    ]);
  });

  it('draws an agent it does not know with the generic describer: tables of objects, lists, lines', () => {
    const blocks = detailBlocks('supply_chain', {
      supplierCount: 12,
      tiers: ['tier 1', 'tier 2'],
      audits: [
        { supplier: 'A', result: 'pass' },
        { supplier: 'B', year: 2023 }
      ],
      empty: []
    });
    expect(blocks).toEqual([
      { kind: 'list', title: 'Details', items: ['Supplier count: 12'] },
      { kind: 'list', title: 'Tiers', items: ['tier 1', 'tier 2'] },
      {
        kind: 'table',
        title: 'Audits',
        head: ['Supplier', 'Result', 'Year'],
        rows: [
          ['A', 'pass', '—'],
          ['B', '—', '2023']
        ],
        widths: [1, 1, 1]
      }
    ]);
    expect(genericBlocks(null)).toEqual([]);
  });
});
