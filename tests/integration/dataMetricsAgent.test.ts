/**
 * The Data/Metrics agent through the real pipeline (issue 11), on the generated twins: the clean
 * report raises no alarm and its figures support its claims; in the planted twin every planted
 * error (sums, changes, base years, scale slips, shares over 100 %, unexplained AR4 GWP values,
 * loosening interim targets, an intensity 1000x off its sector's band) is a
 * failed whole-report check on its page, the claims that state the wrong numbers are
 * contradicted, the claims that merely fed a failed sum are not, and every check is announced as a
 * persisted `consistency_check` event.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import { PipelineEventSchema, type PipelineEvent } from '../../src/shared/domain/events';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import { useImportedFixture, type ImportedFixture } from '../helpers/importedFixture';
import { fixture } from '../helpers/tempStores';
import { scriptedAgent } from '../helpers/scriptedAgents';
import { PRODUCT_SPECIALISTS } from '../../src/main/agents/registry';
import type { SpecialistAgent } from '../../src/main/agents/specialist';
import { importReport } from '../../src/main/library/importReport';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';

const clean = useImportedFixture('ghg-clean.pdf');
const planted = useImportedFixture('ghg-planted.pdf');

async function analyse(fx: ImportedFixture, agents?: SpecialistAgent[]) {
  const events: PipelineEvent[] = [];
  const services = await pipelineServices(fx.stores, 'offline', {
    keys: memoryKeyStore(),
    log: fx.log,
    appVersion: 'test',
    ...(agents ? { agents } : {}),
    listeners: [(e) => events.push(e)]
  });
  const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({}));
  const result = await runPipeline(services, runId);
  expect(result.status).toBe('completed');
  const doc = SourceOfTruthSchema.parse(result.compiled);
  const verdictOf = (needle: string) => {
    const entry = doc.pillars.flatMap((p) => p.claims).find((e) => e.claim.text.includes(needle));
    if (!entry) throw new Error(`no claim contains "${needle}"`);
    return entry.verdict?.verdict;
  };
  return { doc, events, verdictOf, state: result.state, stored: await fx.stores.analysis.events(runId) };
}

describe('Data/Metrics agent on generated twins', () => {
  it('finds nothing wrong in the clean report, and its figures support the claims', async () => {
    const { doc, events } = await analyse(clean);
    const checks = doc.reportFindings.filter((f) => f.agent === 'data_metrics');
    expect(checks.length).toBeGreaterThan(10);
    // Every consistency check passes; the IFRS S2 checklist says what the twin discloses and what it does not.
    const consistency = checks.filter((f) => f.evidenceType !== 'metrics_checklist');
    expect(consistency.filter((f) => f.outcome !== 'pass').map((f) => f.summary)).toEqual([]);
    const listed = new Map(
      checks
        .filter((f) => f.evidenceType === 'metrics_checklist')
        .map((f) => [f.details.checks[0]!.ifrsParagraphs[0], f.outcome])
    );
    expect(
      ['S2.29(a)(i)(1)', 'S2.29(a)(i)(2)', 'S2.29(a)(i)(3)', 'S2.29(a)(v)', 'S2.29(a)(vi)(1)', 'S2.33(e)'].map((id) =>
        listed.get(id)
      )
    ).toEqual(Array(6).fill('pass'));
    expect([listed.get('S2.29(f)'), listed.get('S2.29(g)'), listed.get('S2.36(e)')]).toEqual([
      'inconclusive',
      'fail',
      'inconclusive'
    ]);
    expect(doc.summary.verdicts.contradicted).toBe(0);
    // Every inventory figure the twin states is supported by the others. Its target concerns the
    // future and its intensity is only plausible, so nothing confirms those (report-wide findings).
    const unverified = doc.pillars
      .flatMap((p) => p.claims)
      .filter((e) => e.verdict?.verdict === 'unverified')
      .map((e) => e.claim.text)
      .sort();
    expect(unverified).toEqual([
      expect.stringMatching(/^As a cement and clinker maker, we emitted 0\.62 t CO2/),
      expect.stringMatching(/^We aim to cut Scope 1 emissions 15% by 2025/)
    ]);
    expect(doc.summary.verdicts.insufficient_evidence).toBe(doc.summary.claims - 2);
    expect(
      checks
        .filter((f) => f.evidenceType === 'interim_path' || f.evidenceType === 'target_achievability')
        .map((f) => f.outcome)
    ).toEqual(['pass', 'pass', 'pass']);
    expect(
      checks.filter((f) => f.evidenceType === 'intensity_plausibility').map((f) => [f.outcome, f.summary.slice(0, 61)])
    ).toEqual([['pass', 'The intensity on page 3 (0.62 t CO2 / t cementitious product)']]);
    expect(doc.run.notInvestigated).not.toContain('data_metrics');
    expect(events.filter((e) => e.type === 'consistency_check')).toHaveLength(checks.length);
  });

  it('catches every planted error as a failed check on its page and contradicts the wrong numbers', async () => {
    const { doc, events, verdictOf, stored } = await analyse(planted);
    const failed = doc.reportFindings
      .filter((f) => f.outcome === 'fail')
      .map((f) => {
        if (f.agent !== 'data_metrics') throw new Error(`unexpected ${f.agent} report finding`);
        const c = f.details.checks[0]!;
        return [
          c.checkName,
          c.values
            .filter((v) => v.role === 'tested')
            .map((v) => `${v.value}@p${v.page}`)
            .join(' ')
        ];
      });
    expect(failed.filter(([name]) => name !== 'metrics_checklist')).toEqual([
      ['scope_addition', '57900@p2'],
      ['scope_addition', '130000@p2'],
      ['yoy_change', '-8.5@p1'],
      ['baseline_progress', '-16.9@p1'],
      ['baseline_consistency', '55000@p1 58000@p2'],
      ['shares_sum', '46@p3 38@p3 25@p3'],
      ['magnitude', '20.1@p2 18900@p2'],
      ['gwp_basis', '25@p3 298@p3'],
      ['interim_path', ''],
      ['intensity_plausibility', '']
    ]);
    // The wrong numbers are contradicted; the figures a failed sum was computed from are not.
    expect(verdictOf('Scope 1 and 2 (market-based)')).toBe('contradicted');
    expect(verdictOf('8.5% lower than in 2022')).toBe('contradicted');
    expect(verdictOf('down 16.9%')).toBe('contradicted');
    expect(verdictOf('Scope 3 category 1')).not.toBe('contradicted');
    expect(verdictOf('Scope 2 (market-based) —')).not.toBe('contradicted');
    const sum = doc.pillars
      .flatMap((p) => p.claims)
      .find((e) => e.claim.text.includes('Scope 1 and 2 (market-based)'))!;
    expect(sum.verdict?.reasoning).toMatch(/recomputed by Data\/Metrics.*57,900 t CO2e on page 2.*55,800/s);
    // Every check is a persisted event, schema-valid, naming the claim whose figure it rests on.
    const announced = stored.filter(
      (e): e is Extract<PipelineEvent, { type: 'consistency_check' }> => e.type === 'consistency_check'
    );
    expect(announced).toHaveLength(doc.reportFindings.length);
    expect(announced.every((e) => PipelineEventSchema.safeParse(e).success && e.agent === 'data_metrics')).toBe(true);
    // The event names the first claim stating one of the check's values, or null (the GWP note is page text, no claim).
    expect(announced.every((e) => e.claimId === (e.check.values.find((v) => v.claimId)?.claimId ?? null))).toBe(true);
    expect(announced.filter((e) => e.check.result === 'fail' && e.claimId !== null).length).toBeGreaterThanOrEqual(6);
    expect(events.length).toBe(stored.length);
  });
});

describe('Data/Metrics answering another agent', () => {
  const fx = useImportedFixture('ghg-planted.pdf');

  it("tells Legal what the checks on a claim's figures found, citing its finding", async () => {
    const legal = scriptedAgent('legal', { cycles: ['support'], ask: 'data_metrics' });
    const { state } = await analyse(fx, [legal, ...PRODUCT_SPECIALISTS.filter((a) => a.id !== 'legal')]);
    const [request] = state.infoRequests;
    expect(request).toMatchObject({ from: 'legal', to: ['data_metrics'] });
    const answer = state.infoResponses.find((r) => r.requestId === request!.id);
    expect(answer?.from).toBe('data_metrics');
    const claim = state.claims.find((c) => c.id === request!.claimId)!;
    const checks = state.findings.find(
      (f) => f.agent === 'data_metrics' && f.claimId === claim.id && f.details.checks.length > 0
    );
    expect(answer?.answer).toContain(
      checks
        ? `check(s) on the figures of this claim (page ${claim.sourcePage})`
        : `No check bears on the figures of this claim (page ${claim.sourcePage})`
    );
    expect(
      answer?.findingIds.every((id) =>
        state.findings.some((f) => f.id === id && f.agent === 'data_metrics' && f.claimId === request!.claimId)
      )
    ).toBe(true);
  });
});

describe('Data/Metrics across reports of one company', () => {
  const earlier = useImportedFixture('ghg-clean.pdf');

  it('flags a figure the next report prints differently without saying it was restated, and contradicts nothing', async () => {
    // The 2023 report's claims must exist for it to be read; then the 2024 report joins the library.
    await runClaimsLogged(earlier.stores, {
      reportId: earlier.report.id,
      engine: createOfflineEngine(),
      log: earlier.log
    });
    const next = (await importReport(earlier.stores, { kind: 'path', path: fixture('ghg-next-year.pdf') })).report;
    const { doc } = await analyse({ ...earlier, stores: earlier.stores, log: earlier.log, report: next });
    const across = doc.reportFindings
      .flatMap((f) => (f.agent === 'data_metrics' ? f.details.checks : []))
      .filter((c) => c.sources.some((s) => s.title === earlier.report.title));
    expect(across.map((c) => [c.values[0]!.label, c.result, c.severity])).toEqual([
      ['Scope 1, 2023 (this report)', 'fail', 'low'],
      ['Scope 2 (market-based), 2023 (this report)', 'pass', 'low']
    ]);
    expect(across[0]!.computation).toBe(`49,000 (this report, p. 1) vs 48,200 (${earlier.report.title}, p. 1)`);
    expect(across[0]!.message).toMatch(/does not say it was restated/);
    expect(doc.summary.verdicts.contradicted).toBe(0);
  });
});

describe('Data/Metrics asking the research agent for a benchmark it lacks', () => {
  const layout = useImportedFixture('ghg-layout.pdf');

  it('asks for a band the corpus does not have, then cites the answer on the claim in the next cycle', async () => {
    const academic = scriptedAgent('academic', { cycles: ['inconclusive'] });
    const { state, events } = await analyse(layout, [
      academic,
      ...PRODUCT_SPECIALISTS.filter((a) => a.id !== 'academic')
    ]);
    const asked = state.infoRequests.filter((q) => q.from === 'data_metrics');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ to: ['academic'], cycle: 1 });
    expect(asked[0]!.question).toMatch(
      /^Benchmark needed: a plausible range of emission intensity in tonnes of CO2e per EUR million of revenue for the report's sector .*The report states 21 \(2023\) on page 1;/
    );
    const claim = state.claims.find((c) => c.id === asked[0]!.claimId)!;
    expect(claim.text).toMatch(/21 t CO2e per EUR million/);
    const answer = state.infoResponses.find((r) => r.requestId === asked[0]!.id);
    expect(answer).toMatchObject({ from: 'academic', cycle: 2 });
    // The answer arrived in cycle 2; Data/Metrics reads it in cycle 3, on the claim it asked about.
    const cited = state.findings.find((f) => f.agent === 'data_metrics' && f.evidenceType === 'benchmark_answer');
    expect(cited).toMatchObject({ claimId: claim.id, cycle: 3, supportsClaim: null });
    expect(cited!.provenance.sources.some((s) => s.kind === 'benchmark' && s.excerpt === answer!.answer)).toBe(true);
    expect(events.some((e) => e.type === 'info_request' && e.request.id === asked[0]!.id)).toBe(true);
  });

  it('the real research agent answers from the corpus: no band, and the web not consulted', async () => {
    const { state } = await analyse(layout);
    const asked = state.infoRequests.filter((q) => q.from === 'data_metrics');
    expect(asked).toHaveLength(1);
    const answer = state.infoResponses.find((r) => r.requestId === asked[0]!.id);
    expect(answer).toMatchObject({ from: 'academic', cycle: 2 });
    expect(answer!.answer).toBe(
      "The local corpus has no band for the report's sector, which the request does not name. The web was not consulted (web search is off), so no range can be given."
    );
    expect(
      state.findings.find((f) => f.agent === 'data_metrics' && f.evidenceType === 'benchmark_answer')
    ).toMatchObject({ claimId: asked[0]!.claimId, cycle: 3 });
  });

  it('leaves the request open, and says so, when no research agent is in the build', async () => {
    const { state } = await analyse(
      layout,
      PRODUCT_SPECIALISTS.filter((a) => a.id !== 'academic')
    );
    const asked = state.infoRequests.filter((q) => q.from === 'data_metrics');
    expect(asked).toHaveLength(1);
    expect(state.infoResponses.filter((r) => r.requestId === asked[0]!.id)).toEqual([]);
    expect(state.findings.some((f) => f.evidenceType === 'benchmark_answer')).toBe(false);
  });
});
