/**
 * What counts as a claim, on a generated page: a revenue sentence and the revenue and EBITDA rows
 * become report figures (with page, rectangles and the figures they state) for the checks that need
 * them, not claims; the accessibility notice and the printing colophon are neither; the emissions
 * and waste statements stay claims, the waste ones typed environmental. The figures reach the
 * agents' read context and report.json.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { analyzeReport } from '../../src/main/library/analyzeReport';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('scope.pdf');
const log = fx.log;

describe('what counts as a claim', () => {
  it('sets financial lines apart as report figures and leaves furniture out', async () => {
    const res = await runClaimsLogged(fx.stores, { reportId: fx.report.id, engine: createOfflineEngine(), log });
    const texts = res.claims.map((c) => c.text);
    expect(texts.some((t) => /Scope 1 emissions fell by 9%/.test(t))).toBe(true);
    expect(texts.some((t) => /diverted 1,930 tonnes of waste/.test(t))).toBe(true);
    expect(texts.some((t) => /revenue|EBITDA/i.test(t))).toBe(false);
    expect(texts.some((t) => /WCAG|vegetable-based/i.test(t))).toBe(false);
    expect(res.claims.find((c) => /diverted/.test(c.text))?.type).toBe('environmental');
    // The waste row of the same table stays a claim (its "(%)" unit marker once hid the row).
    expect(res.claims.find((c) => c.anchor.method === 'table_row' && /Waste recycled/.test(c.text))?.type).toBe(
      'environmental'
    );

    const figures = await fx.stores.reportFigures.list(fx.report.id);
    expect(figures.map((f) => f.kind).sort()).toEqual(['sentence', 'table_row', 'table_row']);
    const revenueRow = figures.find((f) => f.kind === 'table_row' && /Revenue/.test(f.text))!;
    expect(revenueRow).toMatchObject({ page: 1, engine: 'offline', reportId: fx.report.id });
    expect(revenueRow.rects.length).toBeGreaterThan(0);
    expect(revenueRow.figures.map((f) => [f.value, f.unit, f.year])).toEqual([
      [5_034_000_000, 'EUR', 2022],
      [5_240_000_000, 'EUR', 2023]
    ]);
    expect(
      figures.find((f) => f.kind === 'sentence')?.figures.some((f) => f.value === 5_240_000_000 && f.unit === 'EUR')
    ).toBe(true);
  });

  it('hands the report figures to the agents and writes them to report.json', async () => {
    let seen = -1;
    const probe = {
      id: 'data_metrics' as const,
      description: 'probe',
      async investigate(_i: unknown, ctx: { report: { figures(): Promise<readonly unknown[]> } }) {
        seen = (await ctx.report.figures()).length;
        return { findings: [] };
      }
    };
    const services = (engine: 'offline' | 'model') =>
      pipelineServices(fx.stores, engine, {
        keys: memoryKeyStore(),
        log,
        appVersion: 'test',
        agents: [probe as never]
      });
    const done = await (
      await analyzeReport(
        { runs: fx.stores.analysis, services },
        { target: { kind: 'new', reportId: fx.report.id, engine: 'offline', maxCycles: 1 } }
      )
    ).finished;
    expect(done.status).toBe('completed');
    expect(done.compiled?.reportFigures).toHaveLength(3);
    expect(done.compiled?.summary.reportFigures).toBe(3);
    expect(seen).toBe(3);
  });
});
