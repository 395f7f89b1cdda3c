/**
 * Data/Metrics on generated twins (issue 11): a clean GHG report whose sums agree and a twin with
 * errors planted (scripts/fixtures/ghgTwins.mjs). Through ingestion, the offline claims engine, the
 * GHG inventory and the scope-addition check: every planted sum error is caught, on its page, and
 * the clean twin raises no alarm.
 */
import { describe, expect, it } from 'vitest';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import { ghgInventory, type StatedText } from '../../src/main/facts/inventory';
import { checkScopeAddition } from '../../src/main/agents/dataMetrics/scopeAddition';
import { checkYoy } from '../../src/main/agents/dataMetrics/yoyCheck';
import { checkBaselines } from '../../src/main/agents/dataMetrics/baselineCheck';
import { checkMagnitudes } from '../../src/main/agents/dataMetrics/magnitudeCheck';
import { checkProgress } from '../../src/main/agents/dataMetrics/progressCheck';
import { checkRestatements } from '../../src/main/agents/dataMetrics/restatementCheck';
import { useImportedFixture, type ImportedFixture } from '../helpers/importedFixture';

const clean = useImportedFixture('ghg-clean.pdf');
const planted = useImportedFixture('ghg-planted.pdf');

async function checksOf(fx: ImportedFixture) {
  const { claims } = await runClaimsLogged(fx.stores, {
    reportId: fx.report.id,
    engine: createOfflineEngine(),
    log: fx.log
  });
  const figures = await fx.stores.reportFigures.list(fx.report.id);
  const stated: StatedText[] = [
    ...claims.map((c): StatedText => ({
      text: c.text,
      figures: c.figures,
      page: c.sourcePage,
      rects: c.anchor.rects,
      source: { kind: 'claim', claimId: c.id }
    })),
    ...figures.map((f): StatedText => ({
      text: f.text,
      figures: f.figures,
      page: f.page,
      rects: f.rects,
      source: { kind: 'report_figure', figureId: f.id }
    }))
  ];
  const inventory = ghgInventory(stated);
  return {
    sums: checkScopeAddition(inventory),
    yoy: checkYoy(stated, inventory),
    baselines: checkBaselines(inventory),
    magnitudes: checkMagnitudes(inventory),
    progress: checkProgress(stated, inventory),
    restatements: checkRestatements(inventory)
  };
}

const key = (c: { year: number; basis?: string; stated: { label: string } }) =>
  `${c.year} ${c.stated.label}${c.basis ? ` (${c.basis})` : ''}`;

describe('Data/Metrics checks on generated twins', () => {
  it('finds every sum, change and baseline of the clean report consistent', async () => {
    const { sums: checks, yoy, baselines, magnitudes, progress, restatements } = await checksOf(clean);
    expect(progress.map((c) => [c.baseYear, c.result, c.computation])).toEqual([
      [2019, 'pass', '(48,200 − 55,000) / 55,000 = -12.36 %; stated -12.4 %']
    ]);
    expect(restatements.map((c) => [c.series, c.year, c.result])).toEqual([['Scope 1', 2023, 'pass']]);
    expect(magnitudes.length).toBeGreaterThan(5);
    expect(magnitudes.filter((c) => c.result !== 'pass')).toEqual([]);
    expect(yoy.map((c) => [c.year, c.priorYear, c.result])).toEqual([[2023, 2022, 'pass']]);
    expect(baselines.map((c) => [c.baseYear, c.result])).toEqual([[2019, 'pass']]);
    expect(checks.map((c) => [key(c), c.result])).toEqual([
      ['2022 Scope 3', 'pass'],
      ['2022 Scopes 1+2 (market)', 'pass'],
      ['2022 Scopes 1+2+3 (market)', 'pass'],
      ['2023 Scope 3', 'pass'],
      ['2023 Scopes 1+2 (market)', 'pass'],
      ['2023 Scopes 1+2+3 (market)', 'pass']
    ]);
  });

  it('catches each planted error on its page, and only those', async () => {
    const { sums, yoy, baselines, magnitudes, progress, restatements } = await checksOf(planted);
    expect(progress.map((c) => [c.result, c.computation])).toEqual([
      ['fail', '(48,200 − 55,000) / 55,000 = -12.36 %; stated -16.9 %']
    ]);
    expect(progress[0]!.message).toMatch(/matches a base of 58,000 t \(2019, page 2\)/);
    expect(restatements.filter((c) => c.result !== 'pass')).toEqual([]);
    expect(magnitudes.filter((c) => c.result !== 'pass').map((c) => [c.series, c.computation])).toEqual([
      ['Scope 2 (location-based)', '20.1 (2022) vs 18,900 (2023): ×940.3']
    ]);
    expect(yoy.map((c) => [c.result, c.computation])).toEqual([
      ['fail', '(48,200 − 51,390) / 51,390 = -6.21 %; stated -8.5 %']
    ]);
    expect(baselines.map((c) => [c.result, c.computation])).toEqual([['fail', '55,000 (p. 1) vs 58,000 (p. 2)']]);
    const failed = sums.filter((c) => c.result !== 'pass');
    expect(failed.map((c) => [key(c), c.result, c.stated.page])).toEqual([
      ['2022 Scope 3', 'fail', 2],
      ['2023 Scopes 1+2 (market)', 'fail', 2]
    ]);
    expect(failed[1]!.computation).toBe('48,200 + 7,600 = 55,800 t CO2e; stated 57,900 (+2,100, 3.63 %)');
  });
});
