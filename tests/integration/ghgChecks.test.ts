/**
 * Data/Metrics on generated twins (issue 11): a clean GHG report whose sums agree and a twin with
 * errors planted (scripts/fixtures/ghgTwins.mjs). Through ingestion, the offline claims engine, the
 * GHG inventory and the scope-addition check: every planted sum error is caught, on its page, and
 * the clean twin raises no alarm.
 */
import { describe, expect, it } from 'vitest';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import { ghgInventory, type StatedText } from '../../src/main/agents/dataMetrics/inventory';
import { checkScopeAddition } from '../../src/main/agents/dataMetrics/scopeAddition';
import { useImportedFixture, type ImportedFixture } from '../helpers/importedFixture';

const clean = useImportedFixture('ghg-clean.pdf');
const planted = useImportedFixture('ghg-planted.pdf');

async function checksOf(fx: ImportedFixture) {
  const { claims } = await runClaimsLogged(fx.stores, { reportId: fx.report.id, engine: createOfflineEngine(), log: fx.log });
  const figures = await fx.stores.reportFigures.list(fx.report.id);
  const stated: StatedText[] = [
    ...claims.map((c): StatedText => ({ text: c.text, figures: c.figures, page: c.sourcePage, rects: c.anchor.rects, source: { kind: 'claim', claimId: c.id } })),
    ...figures.map((f): StatedText => ({ text: f.text, figures: f.figures, page: f.page, rects: f.rects, source: { kind: 'report_figure', figureId: f.id } }))
  ];
  return checkScopeAddition(ghgInventory(stated));
}

const key = (c: { year: number; basis?: string; stated: { label: string } }) => `${c.year} ${c.stated.label}${c.basis ? ` (${c.basis})` : ''}`;

describe('scope addition on generated twins', () => {
  it('finds every sum of the clean report consistent', async () => {
    const checks = await checksOf(clean);
    expect(checks.map((c) => [key(c), c.result])).toEqual([
      ['2022 Scope 3', 'pass'],
      ['2022 Scopes 1+2 (market)', 'pass'],
      ['2022 Scopes 1+2+3 (market)', 'pass'],
      ['2023 Scope 3', 'pass'],
      ['2023 Scopes 1+2 (market)', 'pass'],
      ['2023 Scopes 1+2+3 (market)', 'pass']
    ]);
  });

  it('catches each planted sum error on its page, and only those', async () => {
    const failed = (await checksOf(planted)).filter((c) => c.result !== 'pass');
    expect(failed.map((c) => [key(c), c.result, c.stated.page])).toEqual([
      ['2022 Scope 3', 'fail', 2],
      ['2023 Scopes 1+2 (market)', 'fail', 2]
    ]);
    expect(failed[1]!.computation).toBe('48,200 + 7,600 = 55,800 t CO2e; stated 57,900 (+2,100, 3.63 %)');
  });
});
