/**
 * The Legal agent on the model engine (issue 12 item 3), through the real pipeline against the fake
 * OpenAI-compatible server: a valid answer is used (its quotes checked against the pages, the model
 * named in the provenance); a malformed answer is repaired in the gateway's one repair round and used;
 * an answer that stays invalid costs nothing but the model's view: each claim keeps its offline
 * assessment, marked as such on the finding (engine, note, summary).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { chat, startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from '../../src/main/llm/fakeOpenAIServer';
import { plausibleResponse, userMessage } from '../../src/main/claims/model/simulatedBench';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { createLegalAgent } from '../../src/main/agents/legal/agent';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import type { FindingOf } from '../../src/shared/domain/finding';
import { useImportedFixture } from '../helpers/importedFixture';

type Mode = 'valid' | 'repair' | 'invalid' | 'invented';
const messagesOf = (req: RecordedRequest) =>
  (req.body as { messages?: Array<{ role: string; content: string }> }).messages ?? [];
const systemOf = (req: RecordedRequest): string =>
  messagesOf(req)
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
const isLegal = (req: RecordedRequest): boolean => /Legal agent of a tool/.test(systemOf(req));
const isRerank = (req: RecordedRequest): boolean =>
  /You map one claim of a corporate sustainability report/.test(systemOf(req));
type RerankMode = 'first' | 'last' | 'invalid';
/** The candidates a re-ranking request offers, in the offline order. */
const offeredIds = (req: RecordedRequest): string[] =>
  (JSON.parse(/<candidates>\n([\s\S]*?)\n<\/candidates>/.exec(userMessage(req))![1]!) as Array<{ id: string }>).map(
    (c) => c.id
  );

/** A valid answer: the first offered paragraph, its first requirement answered by a quote of the claim, the others missing. */
function validAnswer(req: RecordedRequest, invented = false): string {
  const user = userMessage(req);
  const claim = /<claim page="(\d+)">([\s\S]*?)<\/claim>/.exec(user)!;
  const offered = JSON.parse(/<paragraphs>\n([\s\S]*?)\n<\/paragraphs>/.exec(user)![1]!) as Array<{
    paragraph_id: string;
    requirements: Array<{ ref: string }>;
  }>;
  const p = offered[0]!;
  return JSON.stringify({
    paragraphs: [
      {
        paragraph_id: p.paragraph_id,
        status: 'partially_addressed',
        requirements: p.requirements.map((r, i) =>
          i === 0
            ? {
                ref: r.ref,
                addressed: true,
                page: Number(claim[1]),
                quote: invented ? 'Our offsets were retired under the Gold Standard registry.' : claim[2]!.slice(0, 40),
                gap_reason: null
              }
            : { ref: r.ref, addressed: false, page: null, quote: null, gap_reason: 'Nothing in the report states it.' }
        )
      }
    ]
  });
}

describe('Legal on the model engine', () => {
  const fx = useImportedFixture('legal-disclosures.pdf');
  let fake: FakeOpenAI;
  let mode: Mode = 'valid';
  let rerank: RerankMode = 'first';

  beforeAll(async () => {
    fake = await startFakeOpenAI({
      defaultHandler: (req) => {
        if (isRerank(req)) {
          const ids = offeredIds(req);
          if (rerank === 'invalid') return chat('{"ranking": null}');
          // The last offered id, written loosely ("IFRS S2 29(a)"): read back as the registry id.
          return chat(
            JSON.stringify({
              paragraph_ids: rerank === 'first' ? [ids[0]] : [ids.at(-1)!.replace('.', ' ').replace(/^/, 'IFRS ')]
            })
          );
        }
        if (isLegal(req)) {
          const repairing = messagesOf(req).some((m) => m.role === 'assistant');
          if (mode === 'valid' || mode === 'invented' || (mode === 'repair' && repairing))
            return chat(validAnswer(req, mode === 'invented'));
          return chat(
            mode === 'repair'
              ? '{"paragraphs": [{"paragraph_id": 5, "status": "maybe"'
              : '{"paragraphs": "none of your business"}'
          );
        }
        if (/route claims/.test(systemOf(req))) return chat(JSON.stringify({ routes: [] }));
        if (/final reviewer/.test(systemOf(req))) return chat('{"verdicts": []}');
        return plausibleResponse(req);
      }
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  async function analyse(m: Mode, r: RerankMode = 'first') {
    mode = m;
    rerank = r;
    fake.reset();
    const env = { SIBYL_PROVIDER: 'custom', SIBYL_BASE_URL: fake.baseUrl, SIBYL_MODEL: 'fake-model' };
    await fx.stores.settings.set('model', { maxRetries: 0 });
    const services = await pipelineServices(fx.stores, 'model', {
      keys: memoryKeyStore(),
      log: fx.log,
      env,
      appVersion: 'test',
      agents: [createLegalAgent()]
    });
    const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({ engine: 'model', maxCycles: 1 }));
    const result = await runPipeline(services, runId);
    expect(result.status).toBe('completed');
    const legal = result.state.findings.filter((f): f is FindingOf<'legal'> => f.agent === 'legal');
    expect(legal.length).toBeGreaterThan(0);
    return { legal, asked: fake.requests.filter(isLegal), reranks: fake.requests.filter(isRerank) };
  }

  it('uses a valid answer, its quotes checked against the page', async () => {
    const { legal, asked } = await analyse('valid');
    expect(asked.length).toBe(legal.length);
    for (const f of legal) {
      expect(f.provenance).toMatchObject({ engine: 'model', model: 'fake-model', promptVersion: 'legal-model-1' });
      expect(f.details.modelFallback).toBeUndefined();
      expect(f.details.ifrsMappings).toHaveLength(1);
      const [first, ...rest] = f.details.subRequirements;
      expect(first).toMatchObject({ addressed: true });
      expect(first!.evidence?.page).toBeGreaterThan(0);
      expect(rest.every((s) => !s.addressed && s.reason === 'Nothing in the report states it.')).toBe(true);
    }
  });

  it('refuses an "addressed" whose quote is not on the page', async () => {
    const { legal } = await analyse('invented');
    for (const f of legal) {
      expect(f.provenance.engine).toBe('model');
      expect(f.details.subRequirements[0]).toMatchObject({
        addressed: false,
        reason: expect.stringMatching(
          /^The model said it is addressed on page \d+, but its quote is not on that page\.$/
        )
      });
    }
  });

  it('repairs a malformed answer in one round and uses it', async () => {
    const { legal, asked } = await analyse('repair');
    expect(asked.length).toBe(2 * legal.length);
    expect(legal.every((f) => f.provenance.engine === 'model' && !f.details.modelFallback)).toBe(true);
  });

  it('keeps the offline assessment, marked, when the answer stays invalid', async () => {
    const { legal, asked } = await analyse('invalid');
    expect(asked.length).toBe(2 * legal.length);
    for (const f of legal) {
      expect(f.provenance).toMatchObject({ engine: 'offline', promptVersion: 'legal-1' });
      expect(f.details.modelFallback).toMatch(/did not have the expected structure, even after a repair request/);
      expect(f.summary).toMatch(/Offline assessment: the model's answer could not be used/);
      expect(f.details.ifrsMappings.length).toBeGreaterThan(0);
    }
  });

  it('lets the model choose among the offline candidates: its choice is assessed first', async () => {
    const { legal, reranks } = await analyse('valid', 'last');
    expect(reranks.length).toBeGreaterThan(0);
    const lastOffered = new Set(reranks.filter((r) => offeredIds(r).length > 1).map((r) => offeredIds(r).at(-1)!));
    const chosen = legal.filter((f) => f.details.ifrsMappings[0]?.rationale?.includes('chosen by the model'));
    expect(chosen.length).toBeGreaterThan(0);
    for (const f of chosen) expect(lastOffered.has(f.details.ifrsMappings[0]!.paragraphId)).toBe(true);
    expect(legal.every((f) => !f.summary.includes('re-ranking could not be used'))).toBe(true);
  });

  it('keeps the offline order, marked, when the re-ranking stays invalid after the repair round', async () => {
    const { legal, reranks } = await analyse('valid', 'invalid');
    expect(reranks.length).toBeGreaterThan(0);
    const marked = legal.filter((f) =>
      f.summary.includes("Paragraphs in the offline order: the model's re-ranking could not be used")
    );
    // One request and one repair round per claim it was asked for, then the offline order, marked.
    expect(marked.length).toBeGreaterThan(0);
    expect(reranks.length).toBe(2 * marked.length);
    for (const f of marked) expect(f.details.ifrsMappings[0]!.rationale).toMatch(/offline order/);
    for (const f of marked)
      expect(f.details.ifrsMappings.every((m) => !m.rationale?.includes('chosen by the model'))).toBe(true);
  });
});
