/**
 * The one place agent contexts are built (library/agentContexts.ts), as `sibyl gaps` and `sibyl figures`
 * use it: an agent's read-only view of a stored report with the claims it was given, an outbound client
 * bound to the agent that reaches no outside host, no evidence provider when asked for none, and the
 * gateway only on the model engine (refused when the model engine is not set up).
 */
import { describe, expect, it } from 'vitest';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import { agentContext, agentGateway, evidenceServices } from '../../src/main/library/agentContexts';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('sample-report.pdf');
const deps = () => ({ keys: memoryKeyStore(), log: fx.log, env: {} });

describe('agent contexts', () => {
  it('gives an agent the stored report, its claims and a client bound to it that reaches no outside host', async () => {
    const { claims } = await runClaimsLogged(fx.stores, {
      reportId: fx.report.id,
      engine: createOfflineEngine(),
      log: fx.log
    });
    expect(claims.length).toBeGreaterThan(0);
    const { report, reads } = await agentContext(
      fx.stores,
      { reportId: fx.report.id, claims, agent: 'legal', runId: 'run_ctx_test', evidence: 'off' },
      deps()
    );
    expect(report.id).toBe(fx.report.id);
    expect(reads.report.reportId).toBe(fx.report.id);
    expect(reads.report.pageCount).toBe(report.pageCount);
    expect(reads.report.claims()).toEqual(claims);
    expect(Object.isFrozen(reads.report)).toBe(true);
    expect(reads.evidence).toEqual({ webSearch: null, geocoder: null, imagery: null });
    expect(reads.net.allows('https://example.com/')).toBe(false);
    await expect(reads.net.request('https://example.com/', {}, { purpose: 'probe' })).rejects.toBeTruthy();
    await reads.net.flush();
    const rows = await fx.stores.outbound.recent(10);
    expect(rows.some((r) => r.purpose === 'legal:probe' && r.runId === 'run_ctx_test')).toBe(true);
  });

  it('refuses a report that is not in the library', async () => {
    await expect(
      agentContext(
        fx.stores,
        { reportId: 'rep_missing', claims: [], agent: 'data_metrics', runId: 'r', evidence: 'off' },
        deps()
      )
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('hands the pipeline a client whose allowlist names no provider host while none is switched on', async () => {
    const { evidenceNet, evidence, evidenceCache } = await evidenceServices(fx.stores, deps());
    expect(evidenceNet.allows('https://api.search.brave.com/res/v1/web/search')).toBe(false);
    expect(evidence(evidenceNet)).toEqual({ webSearch: null, geocoder: null, imagery: null });
    expect(evidenceCache.counts()).toEqual({ hits: 0, misses: 0 });
  });

  it('builds no gateway offline, and refuses the model engine before any work when it is not set up', async () => {
    expect(await agentGateway(fx.stores, 'offline', deps(), ['legal'])).toBeNull();
    await expect(agentGateway(fx.stores, 'model', deps(), ['legal'])).rejects.toMatchObject({
      code: expect.stringMatching(/^LLM_/)
    });
  });
});
