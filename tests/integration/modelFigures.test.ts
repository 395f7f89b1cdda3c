/**
 * Figures a model proposes (issue 11), through the real pipeline on the model engine against the fake
 * OpenAI-compatible server: on the generated dashboard page the offline reader cannot rebuild
 * (ghg-layout.pdf, page 2), Data/Metrics asks the model, keeps the proposals the page bears out
 * (quote on the page, number and year printed there) and refuses the others; the checks built on a
 * kept figure carry the model in their provenance. A model that answers garbage costs those figures
 * only: the analysis completes on the offline reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { chat, startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from '../../src/main/llm/fakeOpenAIServer';
import { plausibleResponse } from '../../src/main/claims/model/simulatedBench';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { useImportedFixture } from '../helpers/importedFixture';

const systemOf = (req: RecordedRequest): string =>
  ((req.body as { messages?: Array<{ role: string; content: string }> }).messages ?? [])
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');

const figure = (f: Record<string, unknown>) => ({
  basis: null,
  category: null,
  breakdown: null,
  unit: 'kilotons of CO2 eq.',
  ...f
});
/** What the fake model proposes for the dashboard page: four figures the page prints, two it does not. */
const PROPOSALS = {
  figures: [
    figure({
      scope: '1+2',
      breakdown: 'water activities',
      year: 2021,
      value: '1,023',
      quote: 'GHG from water activities:'
    }),
    figure({
      scope: '1+2',
      breakdown: 'water activities',
      year: 2023,
      value: '1,069',
      quote: 'GHG from water activities:'
    }),
    figure({ scope: '1+2', year: 2021, value: '3,136', quote: 'Total GHG emissions:' }),
    figure({ scope: '1+2', year: 2023, value: '2,944', quote: 'Total GHG emissions:' }),
    figure({
      scope: '1+2',
      breakdown: 'waste activities',
      year: 2023,
      value: '1,150',
      quote: 'GHG from waste activities:'
    }),
    figure({ scope: '1', year: 2023, value: '2,944', quote: 'Scope 1 from our shipping fleet' })
  ]
};

describe('figures proposed by a model, verified against the page', () => {
  const fx = useImportedFixture('ghg-layout.pdf');
  let fake: FakeOpenAI;
  let answer: 'proposals' | 'garbage' = 'proposals';

  beforeAll(async () => {
    fake = await startFakeOpenAI({
      defaultHandler: (req) => {
        const system = systemOf(req);
        if (/greenhouse-gas inventory figures/.test(system))
          return chat(answer === 'garbage' ? '{"figures": [ not json' : JSON.stringify(PROPOSALS));
        if (/route claims/.test(system)) return chat(JSON.stringify({ routes: [] }));
        if (/final reviewer/.test(system)) return chat('{"verdicts": []}');
        // Extraction: the plausible fake claims, none from the dashboard page (its figures are the model's to propose here).
        const extraction = plausibleResponse(req);
        if (extraction.kind !== 'chat' || !extraction.content.includes('"claims"')) return extraction;
        const body = JSON.parse(extraction.content) as { claims: Array<{ source_page: number }> };
        return chat(JSON.stringify({ ...body, claims: body.claims.filter((c) => c.source_page !== 2) }));
      }
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  async function analyse() {
    const events: PipelineEvent[] = [];
    const env = { SIBYL_PROVIDER: 'custom', SIBYL_BASE_URL: fake.baseUrl, SIBYL_MODEL: 'fake-model' };
    await fx.stores.settings.set('model', { maxRetries: 0 });
    const services = await pipelineServices(fx.stores, 'model', {
      keys: memoryKeyStore(),
      log: fx.log,
      env,
      appVersion: 'test',
      listeners: [(e) => events.push(e)]
    });
    const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({ engine: 'model', maxCycles: 1 }));
    const result = await runPipeline(services, runId);
    expect(result.status).toBe('completed');
    const thinking = events.flatMap((e) => (e.type === 'agent_thinking' && e.agent === 'data_metrics' ? [e.text] : []));
    return { state: result.state, thinking };
  }

  it('keeps the four figures the page prints, refuses the two it does not, and names the model on the checks that use them', async () => {
    answer = 'proposals';
    const { state, thinking } = await analyse();
    const asked = fake.requests.filter((r) => /greenhouse-gas inventory figures/.test(systemOf(r)));
    expect(asked.length).toBe(1);
    expect(JSON.stringify(asked[0]!.body)).toContain('page number=\\"2\\"');
    expect(
      thinking.some((t) =>
        /about 1 page\(s\) where no figure could be read: 6 figure\(s\) proposed, 4 borne out by the page; refused 2: 1,150 on p\. 2 \(its number is not printed on the page\), 2,944 on p\. 2 \(its quote is not on the page\)/.test(
          t
        )
      )
    ).toBe(true);
    const checks = state.reportFindings.filter((f) => f.agent === 'data_metrics');
    const total = checks.find((f) => f.evidenceType === 'magnitude' && /^Scopes 1\+2:/.test(f.summary));
    expect(total?.details.checks[0]!.values.map((v) => [v.value, v.page])).toEqual([
      [3136000, 2],
      [2944000, 2]
    ]);
    expect(total?.provenance).toMatchObject({ engine: 'model', model: 'fake-model' });
    // Nothing the model made up reached a check.
    const values = checks.flatMap((f) => f.details.checks.flatMap((c) => c.values.map((v) => v.value)));
    expect(values).not.toContain(1150000);
    expect(
      checks
        .filter((f) => f.evidenceType !== 'magnitude' || !/^Scopes 1\+2:/.test(f.summary))
        .every((f) => f.provenance.engine === 'offline')
    ).toBe(true);
  });

  it('completes on the offline reading when the model answers garbage', async () => {
    answer = 'garbage';
    const { state, thinking } = await analyse();
    expect(thinking.some((t) => /could not be asked about the pages/.test(t))).toBe(true);
    expect(
      state.reportFindings.filter((f) => f.agent === 'data_metrics').every((f) => f.provenance.engine === 'offline')
    ).toBe(true);
  });
});
