/**
 * The pipeline on the model engine against the fake OpenAI-compatible server, with scripted
 * specialists: model extraction, model routing that may only add agents, the model Judge (valid
 * answers used, a broken batch falling back to the rules), one shared gateway whose every request is
 * in the outbound ledger under the run id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { createLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { chat, startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from '../../src/main/llm/fakeOpenAIServer';
import { plausibleResponse, userMessage } from '../../src/main/claims/model/simulatedBench';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import { fixture, freshDataDir } from '../helpers/tempStores';
import { team } from '../helpers/scriptedAgents';

const systemOf = (req: RecordedRequest): string =>
  ((req.body as { messages?: Array<{ role: string; content: string }> }).messages ?? [])
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');

/** Judge answers: every claim verified, citing its supporting findings; or broken JSON. */
function judgeAnswer(req: RecordedRequest, broken: boolean): string {
  if (broken) return '{"verdicts": [ this is not json';
  const list = /<claims>\n([\s\S]*)\n<\/claims>/.exec(userMessage(req))?.[1] ?? '[]';
  const claims = JSON.parse(list) as Array<{
    claim_id: string;
    findings: Array<{ id: string; supports: boolean | null }>;
  }>;
  return JSON.stringify({
    verdicts: claims.map((c) => ({
      claim_id: c.claim_id,
      verdict: 'verified',
      confidence: 'high',
      reasoning: 'Two specialists corroborate the figure and nothing contradicts it.',
      cited_finding_ids: c.findings.filter((f) => f.supports).map((f) => f.id),
      reinvestigation: null
    }))
  });
}

describe('pipeline on the model engine', () => {
  const { dataDir, cleanup } = freshDataDir();
  let manager: StoreManager;
  let stores: Stores;
  let reportId: string;
  let fake: FakeOpenAI;
  const log = createLogger('test');
  let brokenJudge = false;

  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log, corpusDocs: corpusDocs() });
    stores = await manager.ready();
    reportId = (await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') })).report.id;
    fake = await startFakeOpenAI({
      defaultHandler: (req) => {
        const system = systemOf(req);
        if (/route claims/.test(system)) {
          const first = /"claimId":"([^"]+)"/.exec(userMessage(req))?.[1];
          // Tries to add one agent and to name an unknown one; neither removal nor unknown names can pass.
          return chat(
            JSON.stringify({
              routes: first ? [{ claimId: first, add: ['geography', 'astrology'], reason: 'names a plant site' }] : []
            })
          );
        }
        if (/final reviewer/.test(system)) return chat(judgeAnswer(req, brokenJudge));
        return plausibleResponse(req);
      }
    });
  });
  afterAll(async () => {
    await fake.close();
    await manager.close();
    cleanup();
  });

  const env = (): NodeJS.ProcessEnv => ({
    SIBYL_PROVIDER: 'custom',
    SIBYL_BASE_URL: fake.baseUrl,
    SIBYL_MODEL: 'fake-model'
  });

  async function analyse() {
    const services = await pipelineServices(stores, 'model', {
      keys: memoryKeyStore(),
      log,
      env: env(),
      appVersion: 'test',
      agents: team({ cycles: ['support'] })
    });
    await stores.settings.set('model', { maxRetries: 0 });
    const runId = await createRun(services, reportId, RunConfigSchema.parse({ engine: 'model', maxCycles: 1 }));
    return runPipeline(services, runId);
  }

  it('extracts, routes (model may only add), investigates and judges with the model', async () => {
    brokenJudge = false;
    fake.reset();
    const r = await analyse();
    expect(r.status).toBe('completed');
    expect(r.state.claims.length).toBeGreaterThan(0);
    expect(r.state.claims.every((c) => c.provenance.engine === 'model')).toBe(true);
    const refined = r.state.routing.find((x) => /model \(fake-model, routing-1\) added geography/.test(x.reason));
    expect(refined?.agents).toContain('geography');
    expect(r.state.routing.every((x) => !(x.agents as string[]).includes('astrology'))).toBe(true);
    expect(r.state.verdicts).toHaveLength(r.state.claims.length);
    const byModel = r.state.verdicts.filter((v) => v.provenance.engine === 'model');
    expect(byModel.length).toBeGreaterThan(0);
    for (const v of byModel) expect(v.provenance.model).toBe('fake-model');
    // One shared gateway: every request is in the ledger, tagged with this run where it belongs to it.
    const ledger = await stores.outbound.recent(1000);
    expect(ledger.length).toBeGreaterThanOrEqual(fake.requests.length);
  });

  it('falls back to the rules when the model judge answers garbage', async () => {
    brokenJudge = true;
    const r = await analyse();
    expect(r.status).toBe('completed');
    expect(r.state.verdicts).toHaveLength(r.state.claims.length);
    expect(r.state.verdicts.every((v) => v.provenance.engine === 'offline')).toBe(true);
    expect(
      r.state.verdicts.some((v) => /rules|fell back|fallback/i.test(v.reasoning + (v.provenance.promptVersion ?? '')))
    ).toBe(true);
  });
});
