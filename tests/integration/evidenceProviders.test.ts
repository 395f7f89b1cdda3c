/**
 * Evidence providers in a real analysis: a probe agent, run by the pipeline, uses the providers the
 * analyst switched on (Settings → PGlite, keys in the session store) against the loopback fake. The
 * ledger rows of the run carry provider, purpose and query text; nothing of the report beyond the
 * query left (checked on every request the fake received); repeated queries come from the cache. With
 * the providers off, an offline analysis opens no socket to any host but loopback.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { analyzeReport } from '../../src/main/library/analyzeReport';
import type { SpecialistAgent, SpecialistContext } from '../../src/main/agents/specialist';
import { memoryEvidenceKeys } from '../../src/main/evidence/keys';
import { saveEvidenceSettings } from '../../src/main/evidence/settings';
import { startFakeEvidence, FAKE_KEY, type FakeEvidence } from '../../src/main/evidence/fakes/fakeEvidenceServer';
import { ANCHOR } from '../../src/main/evidence/fakes/fakeBands';
import { countingCache, memoryCache } from '../../src/main/net/cache';
import { isLoopbackHostname } from '../../src/main/net/allowlist';
import type { EvidenceProviders } from '../../src/main/evidence/types';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('sample-report.pdf');
let fake: FakeEvidence;
beforeAll(async () => {
  fake = await startFakeEvidence();
});
afterAll(async () => fake.close());

const QUERIES = ['Orange SA controversy emissions', 'Scope 3 methodology peer review'];
const NEAR = [ANCHOR[0] - 0.0004, ANCHOR[1] - 0.0003, ANCHOR[0] + 0.0004, ANCHOR[1] + 0.0003] as const;

function probe(seen: { providers?: EvidenceProviders; ndvi?: number; hits?: number }): SpecialistAgent {
  return {
    id: 'data_metrics',
    description: 'evidence probe',
    async investigate(_input, ctx: SpecialistContext) {
      seen.providers = ctx.evidence;
      const { webSearch, geocoder, imagery } = ctx.evidence;
      if (!webSearch || !geocoder || !imagery) return { findings: [] };
      let hits = 0;
      for (const q of [...QUERIES, QUERIES[0]!])
        hits += (await webSearch.search(q, { purpose: 'controversy', maxResults: 3 })).length;
      await geocoder.geocode('Chennai', { purpose: 'facility' });
      await geocoder.geocode('Chennai', { purpose: 'facility' });
      const [scene] = await imagery.scenes(
        { bbox: NEAR, from: '2023-06-01', to: '2023-07-31', maxCloud: 20 },
        { purpose: 'vegetation' }
      );
      seen.ndvi = (await imagery.ndvi(scene!, NEAR, { purpose: 'vegetation' })).mean;
      seen.hits = hits;
      return { findings: [] };
    }
  };
}

describe('evidence providers in an analysis', () => {
  it('are all off by default, and an offline analysis opens no socket beyond loopback', async () => {
    const hosts: string[] = [];
    const connect = net.Socket.prototype.connect;
    const spy = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
      this: net.Socket,
      ...args: unknown[]
    ) {
      const o = args[0] as { host?: string; path?: string } | number;
      const host = typeof o === 'object' ? (o.path ? 'unix' : (o.host ?? 'localhost')) : String(args[1] ?? 'localhost');
      hosts.push(host);
      if (host !== 'unix' && !isLoopbackHostname(host)) throw new Error(`non-loopback connection to ${host}`);
      return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
    });
    try {
      const seen: { providers?: EvidenceProviders } = {};
      const services = (engine: 'offline' | 'model') =>
        pipelineServices(fx.stores, engine, {
          keys: memoryKeyStore(),
          evidenceKeys: memoryEvidenceKeys({ tavily: FAKE_KEY }),
          env: {},
          log: fx.log,
          appVersion: 'test',
          agents: [probe(seen)]
        });
      const started = await analyzeReport(
        { runs: fx.stores.analysis, services },
        { target: { kind: 'new', reportId: fx.report.id, engine: 'offline', maxCycles: 1 } }
      );
      expect((await started.finished).status).toBe('completed');
      expect(seen.providers).toEqual({ webSearch: null, geocoder: null, imagery: null });
      expect(hosts.filter((h) => h !== 'unix' && !isLoopbackHostname(h))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('send only the query text, write it to the ledger, and answer repeats from the cache', async () => {
    await saveEvidenceSettings(fx.stores.settings, {
      search: { enabled: true, provider: 'tavily', baseUrl: `${fake.baseUrl}/tavily` },
      geocoder: { enabled: true, baseUrl: `${fake.baseUrl}/nominatim` },
      imagery: { enabled: true, stacUrl: `${fake.baseUrl}/stac`, sasUrl: `${fake.baseUrl}/stac/sas`, assetHosts: [] }
    });
    fake.requests.splice(0);
    const seen: { providers?: EvidenceProviders; ndvi?: number; hits?: number } = {};
    const cache = countingCache(memoryCache());
    const services = (engine: 'offline' | 'model') =>
      pipelineServices(fx.stores, engine, {
        keys: memoryKeyStore(),
        evidenceKeys: memoryEvidenceKeys({ tavily: FAKE_KEY }),
        evidenceCache: cache,
        env: {},
        log: fx.log,
        appVersion: 'test',
        agents: [probe(seen)]
      });
    const started = await analyzeReport(
      { runs: fx.stores.analysis, services },
      { target: { kind: 'new', reportId: fx.report.id, engine: 'offline', maxCycles: 1 } }
    );
    const done = await started.finished;
    expect(done.status).toBe('completed');
    expect(seen.hits).toBe(9);
    expect(seen.ndvi).toBeCloseTo(0.5, 10);

    const rows = (await fx.stores.outbound.recent(200)).filter((r) => r.runId === started.runId);
    const withQuery = rows.filter((r) => r.queryText);
    expect(new Set(withQuery.map((r) => `${r.provider} ${r.purpose}`))).toEqual(
      new Set(['tavily data_metrics:controversy', 'nominatim data_metrics:facility', 'stac data_metrics:vegetation'])
    );
    expect(withQuery.filter((r) => r.provider === 'tavily').map((r) => r.queryText)).toEqual(
      expect.arrayContaining(QUERIES)
    );
    expect(rows.every((r) => r.outcome === 'ok')).toBe(true);

    // Nothing of the report left: no claim's text (nor a long piece of one) is in any request.
    const sent = fake.requests.map((r) => `${r.path}?${new URLSearchParams(r.query).toString()}\n${r.body}`).join('\n');
    for (const claim of done.state.claims) expect(sent).not.toContain(claim.text.slice(0, 40));
    expect(sent).not.toContain(FAKE_KEY);

    const counts = cache.counts();
    const bytesOut = rows.reduce((n, r) => n + r.bytesOut, 0);
    const bytesIn = rows.reduce((n, r) => n + (r.bytesIn ?? 0), 0);
    process.stdout.write(
      `evidence figures: ${rows.length} requests (${withQuery.length} with a query), ${bytesOut} bytes sent, ${bytesIn} received, cache ${counts.hits}/${counts.hits + counts.misses} hits\n`
    );
    expect(counts).toEqual({ hits: 2, misses: 4 });
    expect(rows).toHaveLength(fake.requests.length);
  });
});
