/**
 * The model engine end to end on real stores against the fake OpenAI-compatible server: settings from
 * the environment, extraction with paraphrase-tolerant anchoring, proposed IFRS ids checked against
 * the registry, every request in the outbound ledger (never the key), and the engine refusing to run
 * when it is not configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { createLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { runClaims } from '../../src/main/claims/runClaims';
import { engineFor } from '../../src/main/claims/engines';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { chat, startFakeOpenAI, type FakeOpenAI } from '../../src/main/llm/fakeOpenAIServer';
import { fixture, freshDataDir } from '../helpers/tempStores';

describe('model claims engine on real stores', () => {
  const { dataDir, cleanup } = freshDataDir();
  let manager: StoreManager;
  let stores: Stores;
  let reportId: string;
  let pageOfKilns = 0;
  let fake: FakeOpenAI;
  const log = createLogger('test');

  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log, corpusDocs: corpusDocs() });
    stores = await manager.ready();
    const { report } = await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') });
    reportId = report.id;
    for (let n = 1; n <= report.pageCount && !pageOfKilns; n++)
      if ((await stores.structure.page(reportId, n))?.text.includes('Scope 1 emissions fell')) pageOfKilns = n;
    fake = await startFakeOpenAI();
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

  it('extracts, anchors (exact and paraphrased) and logs every request', async () => {
    const answer = {
      claims: [
        {
          claim_text:
            'Scope 1 emissions fell by 11.5 percent compared with 2022, mainly because two kilns switched from heavy fuel oil to electricity.',
          claim_type: 'quantitative',
          source_page: pageOfKilns,
          source_context: 'Scope 1 emissions fell by 11.5 percent compared with 2022',
          priority: 'high',
          reasoning: 'A figure with a comparison year.',
          preliminary_ifrs: ['S2.29(a)(i)(1)', 'S9.99']
        },
        {
          claim_text: 'Direct emissions dropped 11.5% year on year thanks to electric kilns.',
          claim_type: 'environmental',
          source_page: pageOfKilns,
          source_context: 'mainly because two kilns switched from heavy fuel oil to electricity',
          priority: 'medium',
          reasoning: 'Paraphrase of the kiln switch.',
          preliminary_ifrs: []
        }
      ]
    };
    fake.setDefault(() => chat(JSON.stringify(answer)));
    const engine = await engineFor(stores, 'model', {
      keys: memoryKeyStore({ custom: 'sk-test-secret-123' }),
      log,
      env: env()
    });
    const res = await runClaims(stores, { reportId, engine });
    expect(res.stats.claims).toBe(2);
    const exact = res.claims.find((c) => c.text.startsWith('Scope 1'))!;
    expect(exact.anchor.method).toBe('exact');
    expect(exact.anchor.rects.length).toBeGreaterThan(0);
    expect(exact.preliminaryIfrs).not.toContain('S9.99');
    expect(exact.provenance).toMatchObject({ engine: 'model', model: 'fake-model' });
    const para = res.claims.find((c) => c.text.startsWith('Direct'))!;
    expect(para.anchor.method).toBe('source_context');
    expect(para.anchor.page).toBe(pageOfKilns);
    const ledger = await stores.outbound.recent();
    expect(ledger.length).toBe(fake.requests.length);
    expect(ledger.every((e) => e.runId === res.runId && e.purpose.startsWith('chat:'))).toBe(true);
    expect(JSON.stringify(ledger)).not.toContain('sk-test-secret-123');
  });

  it('refuses to run when the model engine is off', async () => {
    await expect(engineFor(stores, 'model', { keys: memoryKeyStore(), log, env: {} })).rejects.toMatchObject({
      code: 'LLM_NOT_CONFIGURED'
    });
  });
});
