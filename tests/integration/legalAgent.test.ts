/**
 * The Legal agent through the real pipeline (issue 12), offline, on generated reports: every claim
 * routed to Legal gets a finding mapped at the (sub-)paragraph level, each sub-requirement addressed
 * (with the page and rectangles of its evidence) or missing (with what was searched and where); a
 * transition plan's assumptions and dependencies are found on the page after the claim; claims with
 * figures on metrics paragraphs are put to Data/Metrics, which answers; a certification is put to
 * News/Media, which this build lacks, so the request stays open and unanswered; the Judge reads the
 * mappings into the verdicts; findings record their cycle.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { openInfoRequests } from '../../src/main/pipeline/state';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import type { FindingOf } from '../../src/shared/domain/finding';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { useImportedFixture, type ImportedFixture } from '../helpers/importedFixture';

async function analyse(fx: ImportedFixture) {
  const events: PipelineEvent[] = [];
  const services = await pipelineServices(fx.stores, 'offline', {
    keys: memoryKeyStore(),
    log: fx.log,
    appVersion: 'test',
    listeners: [(e) => events.push(e)]
  });
  const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({}));
  const result = await runPipeline(services, runId);
  expect(result.status).toBe('completed');
  const legal = result.state.findings.filter((f): f is FindingOf<'legal'> => f.agent === 'legal');
  return { state: result.state, legal, events };
}

const PARAGRAPH_LEVEL = /^S[12]\.\d+\(/;

describe('Legal agent on a generated report', () => {
  const fx = useImportedFixture('legal-disclosures.pdf');

  it("maps each routed claim to sub-paragraphs and finds the transition plan's assumptions a page later", async () => {
    const { state, legal, events } = await analyse(fx);
    const routed = (state.assignments.legal ?? []).map((a) => a.claimId);
    expect(routed.length).toBeGreaterThan(3);
    const first = legal.filter((f) => f.cycle === 1);
    expect(new Set(first.map((f) => f.claimId))).toEqual(
      new Set(state.claims.filter((c) => c.type !== 'environmental').map((c) => c.id))
    );
    for (const f of first) {
      expect(f.details.ifrsMappings.length).toBeGreaterThan(0);
      expect(f.details.ifrsMappings.some((m) => PARAGRAPH_LEVEL.test(m.paragraphId))).toBe(true);
      expect(f.details.compliance).toBeDefined();
      for (const s of f.details.subRequirements) {
        if (s.addressed) expect(s.evidence?.page).toBeGreaterThan(0);
        else expect(s.reason).toMatch(/^Not found: searched the claim, the report's 3 page\(s\)/);
      }
      expect(f.provenance).toMatchObject({ engine: 'offline', promptVersion: 'legal-1' });
    }
    const plan = first.find((f) => state.claims.find((c) => c.id === f.claimId)!.text.includes('say-on-climate'))!;
    const transition = plan.details.subRequirements.filter((s) => s.paragraphId === 'S2.14(a)(iv)');
    expect(transition.map((s) => [s.requirement, s.addressed, s.evidence?.page])).toEqual([
      ['Transition plan (if any) is described', true, 2],
      ['Key assumptions are disclosed', true, 3],
      ['Dependencies (policy, technology, suppliers) are disclosed', true, 3]
    ]);
    expect(transition.every((s) => (s.rects ?? []).length > 0)).toBe(true);
    expect(plan.details.ifrsMappings.find((m) => m.paragraphId === 'S2.14(a)(iv)')).toMatchObject({
      status: 'met',
      assessment: 'fully_addressed'
    });
    // The Judge merged Legal's paragraphs into the verdict's mapping.
    expect(state.verdicts.find((v) => v.claimId === plan.claimId)?.ifrsMapping).toContain('S2.14(a)(iv)');
    expect(
      events.some(
        (e) => e.type === 'agent_thinking' && e.agent === 'legal' && /evidence searched across 3 page\(s\)/.test(e.text)
      )
    ).toBe(true);
  });

  it('asks Data/Metrics and News/Media; both answer, News/Media offline saying it consulted no news source', async () => {
    const { state, legal } = await analyse(fx);
    const asked = state.infoRequests.filter((q) => q.from === 'legal');
    const toData = asked.filter((q) => q.to.includes('data_metrics'));
    const toNews = asked.filter((q) => q.to.includes('news_media'));
    expect(toData.length).toBeGreaterThan(0);
    expect(toNews.map((q) => state.claims.find((c) => c.id === q.claimId)!.text)).toEqual([
      expect.stringContaining('ISO 14001')
    ]);
    for (const q of toData) expect(state.infoResponses.find((r) => r.requestId === q.id)?.from).toBe('data_metrics');
    const news = state.infoResponses.find((r) => r.requestId === toNews[0]!.id);
    expect(news).toMatchObject({
      from: 'news_media',
      answer: expect.stringMatching(/^No news source was consulted: web search is off/)
    });
    expect(openInfoRequests(state).map((q) => q.id)).not.toContain(toNews[0]!.id);
    // The answer is read back on the claim in a later cycle, cited as a source.
    const answered = legal.find(
      (f) => f.cycle > 1 && f.provenance.sources.some((s) => s.ref === `answer:${toData[0]!.id}`)
    );
    expect(answered?.summary).toMatch(/Data\/Metrics answered:/);
  });
});

describe('Legal agent on the clean GHG twin', () => {
  const fx = useImportedFixture('ghg-clean.pdf');

  it('maps inventory rows to the Scope paragraphs with the row as evidence', async () => {
    const { state, legal } = await analyse(fx);
    const row = state.claims.find((c) => c.text.includes('Scope 3 total'))!;
    const f = legal.find((x) => x.claimId === row.id && x.cycle === 1)!;
    expect(f.details.ifrsMappings.map((m) => m.paragraphId)).toContain('S2.29(a)(i)(3)');
    const scope3 = f.details.subRequirements.find((s) => s.paragraphId === 'S2.29(a)(i)(3)')!;
    expect(scope3).toMatchObject({ addressed: true, evidence: { page: row.sourcePage } });
    expect(f.supportsClaim === true || f.supportsClaim === null).toBe(true);
  });
});
