/**
 * The knowledge index on the configured embedding endpoint (the fake OpenAI-compatible server): the
 * index records the endpoint embedder and searches with it, requests land in the outbound ledger,
 * and an unreachable endpoint leaves the app on the local embedder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStores } from '../../src/main/store/stores';
import { createLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { retrieve } from '../../src/main/corpus/retrieval';
import { configuredEmbedder } from '../../src/main/llm/configuredEmbedder';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { startFakeOpenAI, type FakeOpenAI } from '../../src/main/llm/fakeOpenAIServer';
import { freshDataDir } from '../helpers/tempStores';

describe('knowledge index on an embedding endpoint', () => {
  let fake: FakeOpenAI;
  const log = createLogger('test');
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });

  const open = (baseUrl: string) => {
    const { dataDir, cleanup } = freshDataDir();
    const env = { SIBYL_PROVIDER: 'custom', SIBYL_BASE_URL: baseUrl, SIBYL_EMBEDDING_MODEL: 'fake-embed' };
    const manager = startStores({
      dataDir,
      host: 'cli',
      log,
      corpusDocs: corpusDocs().slice(0, 40),
      embedderFor: (repos) => configuredEmbedder({ ...repos, keys: memoryKeyStore(), log, env })
    });
    return { manager, cleanup };
  };

  it('builds and searches the index with the endpoint embedder and logs the requests', async () => {
    const { manager, cleanup } = open(fake.baseUrl);
    try {
      const stores = await manager.ready();
      expect(stores.lance.embedder.id).toMatch(/^endpoint:fake-embed:\d+$/);
      expect(stores.lance.meta()?.embedderId).toBe(stores.lance.embedder.id);
      const hits = await retrieve(stores.lance, 'board oversight of climate', { mode: 'vector', limit: 3 });
      expect(hits.length).toBe(3);
      const ledger = await stores.outbound.recent();
      expect(ledger.length).toBeGreaterThanOrEqual(2);
      expect(ledger.every((e) => e.purpose === 'embeddings:embedding')).toBe(true);
    } finally {
      await manager.close();
      cleanup();
    }
  });

  it('falls back to the local embedder when the endpoint is unreachable', async () => {
    const { manager, cleanup } = open('http://127.0.0.1:9/v1');
    try {
      const stores = await manager.ready();
      expect(stores.lance.embedder.id).toMatch(/^local-hash/);
    } finally {
      await manager.close();
      cleanup();
    }
  });
});
