/**
 * Tables rebuilt from page geometry (issue 11): a generated data page laid out as large reports lay
 * out their GHG tables (scripts/fixtures/ghgLayout.mjs: two tables side by side, Scope 3 rows
 * leaving the first year blank, heading rows naming the Scope 2 basis, a footnote sharing a row's
 * baseline, a note in a year column, categories under the names reports print). Through ingestion,
 * the offline claims engine and what the Data/Metrics agent reads: every figure lands in its scope,
 * basis, category and year, and no check fails.
 */
import { describe, expect, it } from 'vitest';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import { pageTexts, statedTexts } from '../../src/main/agents/dataMetrics/agent';
import { runReportChecks } from '../../src/main/agents/dataMetrics/reportChecks';
import { reportReader } from '../../src/main/pipeline/readContext';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('ghg-layout.pdf');

async function read() {
  const { claims } = await runClaimsLogged(fx.stores, {
    reportId: fx.report.id,
    engine: createOfflineEngine(),
    log: fx.log
  });
  const reader = reportReader(fx.stores, fx.report, claims);
  const pages = await pageTexts(reader);
  return runReportChecks(await statedTexts(reader, pages), pages, fx.report.id);
}

/** One line per distinct figure: kind, basis or category, year, tonnes. */
const lines = (inv: Awaited<ReturnType<typeof read>>['inventory']): string[] =>
  [
    ...new Set(
      inv.map(
        (o) =>
          `${o.kind}${o.basis ? `/${o.basis}` : ''}${o.category ? `/${o.category}` : ''}${o.component ? '/part' : ''} ${o.year ?? '-'} ${o.tonnes}`
      )
    )
  ].sort();

describe('GHG tables rebuilt from the page geometry', () => {
  it('reads every figure of the side-by-side tables with its scope, basis, category and year', async () => {
    const { inventory } = await read();
    expect(lines(inventory)).toEqual(
      [
        'scope1 2021 760000',
        'scope1 2022 597000',
        'scope1 2023 373000',
        'scope1_2/location 2021 2017000',
        'scope1_2/location 2022 1989000',
        'scope1_2/location 2023 1830000',
        'scope1_2/market 2021 1740000',
        'scope1_2/market 2022 1505000',
        'scope1_2/market 2023 1329000',
        'scope2/location 2021 1257000',
        'scope2/location 2022 1392000',
        'scope2/location 2023 1457000',
        'scope2/market 2021 980000',
        'scope2/market 2022 908000',
        'scope2/market 2023 956000',
        'scope3 2022 12470000',
        'scope3 2023 11970000',
        'scope3_category/1 2022 1459000',
        'scope3_category/1 2023 1288000',
        'scope3_category/6 2022 8000',
        'scope3_category/6 2023 10000',
        'scope3_category/7 2022 30000',
        'scope3_category/7 2023 29000',
        'scope3_category/8 2022 14000',
        'scope3_category/8 2023 2000'
      ].sort()
    );
    // Every figure keeps where it stands on the page.
    expect(inventory.every((o) => o.rects.length > 0)).toBe(true);
    // Page 3 restates the 2021 figures in a one-column table: read under its lone year.
    expect(
      inventory
        .filter((o) => o.page === 3)
        .map((o) => `${o.kind}${o.basis ? `/${o.basis}` : ''} ${o.year} ${o.tonnes}`)
        .sort()
    ).toEqual(['scope1 2021 760000', 'scope2/location 2021 1257000', 'scope2/market 2021 980000']);
    expect(new Set(inventory.map((o) => o.page))).toEqual(new Set([1, 3]));
  });

  it('raises no alarm: the sums per basis agree and nothing else fails', async () => {
    const { checks } = await read();
    const sums = checks.filter((c) => c.checkName === 'scope_addition');
    expect(sums.map((c) => c.result)).toEqual(Array(sums.length).fill('pass'));
    expect(sums.some((c) => /location-based/.test(c.message))).toBe(true);
    // A partial category sum says what it added (it used to claim a match "within 1 %" it had not found).
    expect(sums.some((c) => /Scope 3 \((2022|2023)\) (?:matches|add up to)/.test(c.message))).toBe(true);
    expect(checks.filter((c) => c.result === 'fail' && c.checkName !== 'metrics_checklist')).toEqual([]);
    // The one-column table agrees with the data page: restatements of 2021 pass.
    const restated = checks.filter((c) => c.checkName === 'restatement' && /2021/.test(c.message));
    expect(restated.length).toBeGreaterThanOrEqual(2);
    expect(restated.every((c) => c.result === 'pass')).toBe(true);
  });
});
