/**
 * Claims on real stores: the offline engine over the generated sample report, anchoring, IFRS
 * mapping, persistence without duplicates on a re-run, live events, cancellation keeping what was
 * found, and the claim routes through the router.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { createLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { runClaims } from '../../src/main/claims/runClaims';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import type { ClaimEngine } from '../../src/main/claims/engine';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { ClaimSchema } from '../../src/shared/domain/claim';
import { fixture, freshDataDir } from '../helpers/tempStores';

describe('claims on real stores', () => {
  const { dataDir, cleanup } = freshDataDir();
  let manager: StoreManager;
  let stores: Stores;
  let reportId: string;

  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log: createLogger('test'), corpusDocs: corpusDocs() });
    stores = await manager.ready();
    reportId = (await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') })).report.id;
  });
  afterAll(async () => {
    await manager.close();
    cleanup();
  });

  it('extracts anchored, typed, IFRS-mapped claims and announces each one', async () => {
    const events: PipelineEvent[] = [];
    const res = await runClaimsLogged(stores, {
      reportId,
      engine: createOfflineEngine(),
      listeners: [(e) => events.push(e)],
      log: createLogger('test')
    });
    expect(res.stats.claims).toBeGreaterThanOrEqual(5);
    expect(res.stats.anchorRate).toBe(1);
    for (const c of res.claims) {
      expect(ClaimSchema.safeParse(c).success).toBe(true);
      expect(c.anchor.rects.length).toBeGreaterThan(0);
      expect(c.provenance.engine).toBe('offline');
      expect(c.provenance.sources[0]).toMatchObject({ kind: 'report', page: c.sourcePage });
    }
    // The GHG table's rows become quantitative claims anchored to the row.
    const scope1 = res.claims.find((c) => c.anchor.method === 'table_row' && /^Scope 1\b/.test(c.text));
    expect(scope1).toBeDefined();
    expect(scope1!.type).toBe('quantitative');
    expect(scope1!.text).toMatch(/2022.*12,450.*2023.*11,020/);
    expect(scope1!.preliminaryIfrs.some((id) => id.startsWith('S2.29'))).toBe(true);
    // It carries the figures it states, year by year, with spans within its text.
    expect(
      scope1!.figures.filter((f) => f.year === 2022 || f.year === 2023).map((f) => [f.value, f.year, f.scopes])
    ).toEqual([
      [12450, 2022, [1]],
      [11020, 2023, [1]]
    ]);
    for (const c of res.claims) for (const f of c.figures) expect(c.text.slice(f.start, f.end)).toBe(f.raw);
    expect(res.claims.filter((c) => c.figures.length > 0).length).toBeGreaterThan(0);
    // Persisted with the claim.
    expect((await stores.claims.list(reportId)).find((c) => c.id === scope1!.id)?.figures).toEqual(scope1!.figures);
    // Sentence claims are anchored exactly where they stand.
    const kilns = res.claims.find((c) => /kilns switched/.test(c.text));
    expect(kilns?.anchor.method).toBe('exact');
    // Events: ordered seq, one claim_extracted per claim, then run_completed; all in the persisted
    // log under the run's id, so a window that opens late replays exactly what was sent live.
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events.every((e) => e.runId === res.runId)).toBe(true);
    expect(events.filter((e) => e.type === 'claim_extracted')).toHaveLength(res.stats.claims);
    expect(events.at(-1)?.type).toBe('run_completed');
    expect(await stores.analysis.events(res.runId)).toEqual(events);
    expect(await stores.analysis.events(res.runId, 2)).toEqual(events.slice(3));
  });

  it('re-running does not duplicate claims and keeps them sorted by page then priority', async () => {
    const before = await stores.claims.count(reportId);
    await runClaims(stores, { reportId, engine: createOfflineEngine() });
    expect(await stores.claims.count(reportId)).toBe(before);
    const listed = await stores.claims.list(reportId);
    const rank = { high: 0, medium: 1, low: 2 } as const;
    for (let i = 1; i < listed.length; i++) {
      const a = listed[i - 1]!;
      const b = listed[i]!;
      expect(
        a.sourcePage < b.sourcePage || (a.sourcePage === b.sourcePage && rank[a.priority] <= rank[b.priority])
      ).toBe(true);
    }
    expect((await stores.claims.latestRun(reportId))?.status).toBe('completed');
  });

  it('a cancelled run keeps what it found and removes nothing', async () => {
    const before = await stores.claims.count(reportId);
    const abort = new AbortController();
    const inner = createOfflineEngine();
    const oneBatchThenCancel: ClaimEngine = {
      id: 'offline',
      async *extract(ctx) {
        for await (const batch of inner.extract(ctx)) {
          yield batch.slice(0, 1);
          abort.abort();
        }
      }
    };
    const res = await runClaims(stores, { reportId, engine: oneBatchThenCancel, signal: abort.signal });
    expect(res.stats.claims).toBe(1);
    expect((await stores.claims.latestRun(reportId))?.status).toBe('cancelled');
    expect(await stores.claims.count(reportId)).toBe(before);
  });

  it('a failing engine marks the run failed and reports run_failed', async () => {
    const events: Array<{ type: string }> = [];
    const broken: ClaimEngine = {
      id: 'offline',
      async *extract() {
        throw new Error('engine exploded');
      }
    };
    await expect(runClaims(stores, { reportId, engine: broken, emit: (e) => events.push(e) })).rejects.toThrow(
      'engine exploded'
    );
    expect(events.at(-1)).toMatchObject({ type: 'run_failed', error: { message: 'engine exploded' } });
    expect((await stores.claims.latestRun(reportId))?.status).toBe('failed');
    expect(await stores.claims.count(reportId)).toBeGreaterThan(0);
  });

  it('refuses an unknown report with NOT_FOUND', async () => {
    await expect(
      runClaims(stores, { reportId: 'rpt_0000000000000000', engine: createOfflineEngine() })
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
