// Evaluation reports: writes, per layout family, a clean report and a planted twin (same layout and
// company, 2–4 errors planted) plus manifest.json (family, clean/planted, held-out flag, each planted
// error's kind, values and pages). Invented companies and numbers only; deterministic for a seed.
//   node scripts/eval-reports/generate.mjs --out DIR [--families a,b] [--seed N]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rng, makeCompany } from './lib/model.mjs';
import { statements } from './lib/statements.mjs';
import { plant } from './lib/errors.mjs';
import { openReport, closeReport } from './lib/pdf.mjs';
import { TABLE_FAMILIES } from './families/tables.mjs';
import { LAYOUT_FAMILIES } from './families/layouts.mjs';
import { ANNEX_FAMILIES } from './families/annex.mjs';
import { SIDE_BY_SIDE_FAMILIES } from './families/sideBySide.mjs';
import { SPANNED_HEADER_FAMILIES } from './families/spannedHeader.mjs';
import { KPI_PROSE_FAMILIES } from './families/kpiProse.mjs';
import { UNIT_NOTE_FAMILIES } from './families/unitNote.mjs';
import { GRI_INDEX_FAMILIES } from './families/griIndex.mjs';
import { RESTATED_COLUMNS_FAMILIES } from './families/restatedColumns.mjs';
import { TCFD_LEADERS_FAMILIES } from './families/tcfdLeaders.mjs';
import { BAR_CHART_FAMILIES } from './families/barChart.mjs';
import { WIDE_YEARS_FAMILIES } from './families/wideYears.mjs';
import { SCOPE_BLOCKS_FAMILIES } from './families/scopeBlocks.mjs';
import { ESG_DATA_TABLE_FAMILIES } from './families/esgDataTable.mjs';
import { SCORECARD_FAMILIES } from './families/scorecardBoxes.mjs';
import { LEAD_IN_COLUMNS_FAMILIES } from './families/leadInColumns.mjs';
import { YEARS_DOWN_FAMILIES } from './families/yearsDown.mjs';
import { NFPS_FAMILIES } from './families/nfpsStatement.mjs';
import { KEY_FIGURES_SPREAD_FAMILIES } from './families/keyFiguresSpread.mjs';
import { TWO_YEAR_SENTENCES_FAMILIES } from './families/twoYearSentences.mjs';
import { DATA_SHEET_FAMILIES } from './families/dataSheet.mjs';
import { CDP_QA_FAMILIES } from './families/cdpQa.mjs';
import { SASB_APPENDIX_FAMILIES } from './families/sasbAppendix.mjs';
import { SEGMENT_MATRIX_FAMILIES } from './families/segmentMatrix.mjs';
import { US_PROGRESS_FAMILIES } from './families/usProgress.mjs';
import { CLIMATE_GLANCE_FAMILIES } from './families/climateGlance.mjs';
import { JP_INTEGRATED_FAMILIES } from './families/jpIntegrated.mjs';
import { VALUE_SHARE_FAMILIES } from './families/valueShare.mjs';
import { REGION_COLUMNS_FAMILIES } from './families/regionColumns.mjs';
import { QUARTERLY_FAMILIES } from './families/quarterly.mjs';
import { FINANCIAL_NOTE_FAMILIES } from './families/financialNote.mjs';
import { BILINGUAL_FAMILIES } from './families/bilingualTable.mjs';
import { ASSURED_CELLS_FAMILIES } from './families/assuredCells.mjs';
import { SHARE_BRACKETS_FAMILIES } from './families/shareBrackets.mjs';
import { FOOTNOTE_FIGURES_FAMILIES } from './families/footnoteFigures.mjs';
import { TCFD_TIMELINE_FAMILIES } from './families/tcfdTimeline.mjs';
import { ESRS_DATAPOINT_FAMILIES } from './families/esrsDatapoints.mjs';
import { HKEX_KPI_FAMILIES } from './families/hkexKpi.mjs';
import { SLB_PROGRESS_FAMILIES } from './families/slbProgress.mjs';
import { GAS_MATRIX_FAMILIES } from './families/gasMatrix.mjs';
import { DONUT_FAMILIES } from './families/donutCharts.mjs';
// Blind set 9 (held out)
import { MERGED_HEADS_FAMILIES } from './families/mergedHeads.mjs';
import { WATERFALL_FAMILIES } from './families/waterfallBridge.mjs';
import { MAGAZINE_FAMILIES } from './families/magazineColumns.mjs';
import { FIVE_YEAR_FAMILIES } from './families/fiveYearSummary.mjs';
import { ASSURANCE_FAMILIES } from './families/assuranceStatement.mjs';
// Blind set 10 (held out).
import { INVESTOR_DECK_FAMILIES } from './families/investorDeck.mjs';
import { SECR_FAMILIES } from './families/secrReport.mjs';
import { TRANSITION_PLAN_FAMILIES } from './families/transitionPlan.mjs';
import { COUNTRY_LEDGER_FAMILIES } from './families/countryLedger.mjs';
import { KM_DASHBOARD_FAMILIES } from './families/kmDashboard.mjs';
// Blind set 11 (held out).
import { DATAPOINT_LIST_FAMILIES } from './families/datapointList.mjs';
import { EIGHT_YEAR_FAMILIES } from './families/eightYearAppendix.mjs';
import { GRI_LETTERED_FAMILIES } from './families/griLettered.mjs';
import { FLOW_POSTER_FAMILIES } from './families/flowPoster.mjs';
import { CEO_LETTER_FAMILIES } from './families/ceoLetter.mjs';
// Blind set 12 (held out).
import { ROTATED_TABLE_FAMILIES } from './families/rotatedTable.mjs';
import { STACKED_BARS_FAMILIES } from './families/stackedBars.mjs';
import { TARGET_SCORECARD_FAMILIES } from './families/targetScorecard.mjs';
import { PRESS_RELEASE_FAMILIES } from './families/pressRelease.mjs';
import { DIRECTORS_REPORT_FAMILIES } from './families/directorsReport.mjs';
// Blind set 13 (held out).
import { STACKED_HALVES_FAMILIES } from './families/stackedHalves.mjs';
import { LIKE_FOR_LIKE_FAMILIES } from './families/likeForLike.mjs';
import { CSO_INTERVIEW_FAMILIES } from './families/csoInterview.mjs';
import { SITE_TABLE_FAMILIES } from './families/siteTable.mjs';
import { PRESS_KEY_FIGURES_FAMILIES } from './families/pressReleaseKeyFigures.mjs';
// Blind set 14 (held out).
import { DATA_DOWNLOAD_FAMILIES } from './families/dataDownload.mjs';
import { CHART_DATA_TABLE_FAMILIES } from './families/chartWithDataTable.mjs';
import { RESTATEMENT_MARKS_FAMILIES } from './families/restatementMarks.mjs';
import { BIG_NUMBER_FAMILIES } from './families/bigNumberPages.mjs';
import { SPACE_COMMA_FAMILIES } from './families/spaceCommaTeq.mjs';
// Blind set 15 (held out).
import { SPARKLINE_DASHBOARD_FAMILIES } from './families/sparklineDashboard.mjs';
import { UNIT_ROW_TABLE_FAMILIES } from './families/unitRowTable.mjs';
import { YEAR_IN_REVIEW_FAMILIES } from './families/yearInReview.mjs';
import { CAPITALS_FAMILIES } from './families/capitalsIntegrated.mjs';
import { FORM_20F_FAMILIES } from './families/form20f.mjs';
// Blind set 16 (held out).
import { BLIND16_TABLE_FAMILIES } from './families/blind16Tables.mjs';
import { BLIND16_PAGE_FAMILIES } from './families/blind16Pages.mjs';
// Blind set 17 (held out).
import { BLIND17_STATEMENT_FAMILIES } from './families/blind17Statements.mjs';
import { BLIND17_REPORT_FAMILIES } from './families/blind17Reports.mjs';
// Blind set 18 (held out).
import { BLIND18_SECTOR_FAMILIES } from './families/blind18Sectors.mjs';
import { BLIND18_TABLE_FAMILIES } from './families/blind18Tables.mjs';
// Blind set 19 (held out).
import { BLIND19_TABLE_FAMILIES } from './families/blind19Tables.mjs';
import { BLIND19_PAGE_FAMILIES } from './families/blind19Pages.mjs';
// Blind set 20 (held out).
import { BLIND20_SMALL_FAMILIES } from './families/blind20Small.mjs';
import { BLIND20_NARRATIVE_FAMILIES } from './families/blind20Narrative.mjs';
// Blind set 21 (held out).
import { BLIND21_TABLE_FAMILIES } from './families/blind21Tables.mjs';
import { BLIND21_PAGE_FAMILIES } from './families/blind21Pages.mjs';
// Blind set 22 (held out).
import { BLIND22_SECTOR_FAMILIES } from './families/blind22Sectors.mjs';
import { BLIND22_PAGE_FAMILIES } from './families/blind22Pages.mjs';
// Blind set 23 (held out).
import { BLIND23_TABLE_FAMILIES } from './families/blind23Tables.mjs';
import { BLIND23_PAGE_FAMILIES } from './families/blind23Pages.mjs';
// Blind set 24 (held out).
import { BLIND24_FAMILIES } from './families/blind24Layouts.mjs';
// Blind set 25 (held out).
import { BLIND25_FAMILIES } from './families/blind25Layouts.mjs';
// Blind set 26 (held out).
import { BLIND26_FAMILIES } from './families/blind26Layouts.mjs';
// Blind set 27 (held out).
import { BLIND27_FAMILIES } from './families/blind27Layouts.mjs';
// Blind set 28 (held out).
import { BLIND28_TABLE_FAMILIES } from './families/blind28Tables.mjs';
import { BLIND28_PAGE_FAMILIES } from './families/blind28Pages.mjs';
// Blind set 29 (held out).
import { BLIND29_PROSE_FAMILIES } from './families/blind29Prose.mjs';
import { BLIND29_TABLE_FAMILIES } from './families/blind29Tables.mjs';
// Blind set 30 (held out).
import { BLIND30_FAMILIES_A } from './families/blind30Layouts.mjs';
import { BLIND30_FAMILIES_B } from './families/blind30Appendix.mjs';
// Blind set 31 (held out).
import { BLIND31_TABLE_FAMILIES } from './families/blind31Tables.mjs';
import { BLIND31_PAGE_FAMILIES } from './families/blind31Pages.mjs';
// Blind set 32 (held out).
import { BLIND32_FAMILIES } from './families/blind32Layouts.mjs';
// Blind set 33 (held out).
import { BLIND33_FAMILIES } from './families/blind33Layouts.mjs';
// Blind set 34 (held out).
import { BLIND34_FAMILIES } from './families/blind34Layouts.mjs';
import { BLIND34_STATEMENT_FAMILIES } from './families/blind34Statements.mjs';

const FAMILIES = [
  ...TABLE_FAMILIES,
  ...LAYOUT_FAMILIES,
  ...ANNEX_FAMILIES,
  ...SIDE_BY_SIDE_FAMILIES,
  ...SPANNED_HEADER_FAMILIES,
  ...KPI_PROSE_FAMILIES,
  ...UNIT_NOTE_FAMILIES,
  ...GRI_INDEX_FAMILIES,
  ...RESTATED_COLUMNS_FAMILIES,
  ...TCFD_LEADERS_FAMILIES,
  ...BAR_CHART_FAMILIES,
  ...WIDE_YEARS_FAMILIES,
  ...SCOPE_BLOCKS_FAMILIES,
  ...ESG_DATA_TABLE_FAMILIES,
  ...SCORECARD_FAMILIES,
  ...LEAD_IN_COLUMNS_FAMILIES,
  ...YEARS_DOWN_FAMILIES,
  ...NFPS_FAMILIES,
  ...KEY_FIGURES_SPREAD_FAMILIES,
  ...TWO_YEAR_SENTENCES_FAMILIES,
  ...DATA_SHEET_FAMILIES,
  ...CDP_QA_FAMILIES,
  ...SASB_APPENDIX_FAMILIES,
  ...SEGMENT_MATRIX_FAMILIES,
  ...US_PROGRESS_FAMILIES,
  ...CLIMATE_GLANCE_FAMILIES,
  ...JP_INTEGRATED_FAMILIES,
  ...VALUE_SHARE_FAMILIES,
  ...REGION_COLUMNS_FAMILIES,
  ...QUARTERLY_FAMILIES,
  ...FINANCIAL_NOTE_FAMILIES,
  ...BILINGUAL_FAMILIES,
  ...ASSURED_CELLS_FAMILIES,
  ...SHARE_BRACKETS_FAMILIES,
  ...FOOTNOTE_FIGURES_FAMILIES,
  ...TCFD_TIMELINE_FAMILIES,
  ...ESRS_DATAPOINT_FAMILIES,
  ...HKEX_KPI_FAMILIES,
  ...SLB_PROGRESS_FAMILIES,
  ...GAS_MATRIX_FAMILIES,
  ...DONUT_FAMILIES,
  // Blind set 9 (held out)
  ...MERGED_HEADS_FAMILIES,
  ...WATERFALL_FAMILIES,
  ...MAGAZINE_FAMILIES,
  ...FIVE_YEAR_FAMILIES,
  ...ASSURANCE_FAMILIES,
  // Blind set 10 (held out).
  ...INVESTOR_DECK_FAMILIES,
  ...SECR_FAMILIES,
  ...TRANSITION_PLAN_FAMILIES,
  ...COUNTRY_LEDGER_FAMILIES,
  ...KM_DASHBOARD_FAMILIES,
  // Blind set 11 (held out).
  ...DATAPOINT_LIST_FAMILIES,
  ...EIGHT_YEAR_FAMILIES,
  ...GRI_LETTERED_FAMILIES,
  ...FLOW_POSTER_FAMILIES,
  ...CEO_LETTER_FAMILIES,
  // Blind set 12 (held out).
  ...ROTATED_TABLE_FAMILIES,
  ...STACKED_BARS_FAMILIES,
  ...TARGET_SCORECARD_FAMILIES,
  ...PRESS_RELEASE_FAMILIES,
  ...DIRECTORS_REPORT_FAMILIES,
  // Blind set 13 (held out).
  ...STACKED_HALVES_FAMILIES,
  ...LIKE_FOR_LIKE_FAMILIES,
  ...CSO_INTERVIEW_FAMILIES,
  ...SITE_TABLE_FAMILIES,
  ...PRESS_KEY_FIGURES_FAMILIES,
  // Blind set 14 (held out).
  ...DATA_DOWNLOAD_FAMILIES,
  ...CHART_DATA_TABLE_FAMILIES,
  ...RESTATEMENT_MARKS_FAMILIES,
  ...BIG_NUMBER_FAMILIES,
  ...SPACE_COMMA_FAMILIES,
  // Blind set 15 (held out).
  ...SPARKLINE_DASHBOARD_FAMILIES,
  ...UNIT_ROW_TABLE_FAMILIES,
  ...YEAR_IN_REVIEW_FAMILIES,
  ...CAPITALS_FAMILIES,
  ...FORM_20F_FAMILIES,
  // Blind set 16 (held out).
  ...BLIND16_TABLE_FAMILIES,
  ...BLIND16_PAGE_FAMILIES,
  // Blind set 17 (held out).
  ...BLIND17_STATEMENT_FAMILIES,
  ...BLIND17_REPORT_FAMILIES,
  // Blind set 18 (held out).
  ...BLIND18_SECTOR_FAMILIES,
  ...BLIND18_TABLE_FAMILIES,
  // Blind set 19 (held out).
  ...BLIND19_TABLE_FAMILIES,
  ...BLIND19_PAGE_FAMILIES,
  // Blind set 20 (held out).
  ...BLIND20_SMALL_FAMILIES,
  ...BLIND20_NARRATIVE_FAMILIES,
  // Blind set 21 (held out).
  ...BLIND21_TABLE_FAMILIES,
  ...BLIND21_PAGE_FAMILIES,
  // Blind set 22 (held out).
  ...BLIND22_SECTOR_FAMILIES,
  ...BLIND22_PAGE_FAMILIES,
  // Blind set 23 (held out).
  ...BLIND23_TABLE_FAMILIES,
  ...BLIND23_PAGE_FAMILIES,
  // Blind set 24 (held out).
  ...BLIND24_FAMILIES,
  // Blind set 25 (held out).
  ...BLIND25_FAMILIES,
  // Blind set 26 (held out).
  ...BLIND26_FAMILIES,
  // Blind set 27 (held out).
  ...BLIND27_FAMILIES,
  // Blind set 28 (held out).
  ...BLIND28_TABLE_FAMILIES,
  ...BLIND28_PAGE_FAMILIES,
  // Blind set 29 (held out).
  ...BLIND29_PROSE_FAMILIES,
  ...BLIND29_TABLE_FAMILIES,
  // Blind set 30 (held out).
  ...BLIND30_FAMILIES_A,
  ...BLIND30_FAMILIES_B,
  // Blind set 31 (held out).
  ...BLIND31_TABLE_FAMILIES,
  ...BLIND31_PAGE_FAMILIES,
  // Blind set 32 (held out).
  ...BLIND32_FAMILIES,
  // Blind set 33 (held out).
  ...BLIND33_FAMILIES,
  // Blind set 34 (held out).
  ...BLIND34_FAMILIES,
  ...BLIND34_STATEMENT_FAMILIES
];

async function writeReport(file, fam, co, kinds) {
  const st = statements(co);
  const errors = plant(kinds, co, st);
  const ctx = openReport(file, `${co.name} sustainability report`, { layout: fam.layout });
  fam.render(ctx, co, st);
  await closeReport(ctx);
  const inventory = inventoryOf(co, st, ctx.where.ghgTable ?? []);
  return {
    inventory,
    errors: errors.map(({ at, ...e }) => ({
      ...e,
      pages: [...new Set(at.flatMap((k) => ctx.where[k] ?? []))].sort((a, b) => a - b)
    }))
  };
}

/** The inventory cells every family prints (five series, last two years), as the report prints them. */
function inventoryOf(co, st, pages) {
  const out = [];
  for (const series of ['s1', 's2l', 's2m', 's3', 'total'])
    for (const year of [co.latest - 1, co.latest]) out.push({ series, year, tonnes: st.table[series][year], pages });
  return out;
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, families: { type: 'string' }, seed: { type: 'string' } }
  });
  if (!values.out) throw new Error('usage: generate.mjs --out DIR [--families a,b] [--seed N]');
  const seed = Number(values.seed ?? 1);
  const wanted = values.families ? values.families.split(',') : FAMILIES.map((f) => f.name);
  const unknown = wanted.filter((n) => !FAMILIES.some((f) => f.name === n));
  if (unknown.length)
    throw new Error(`unknown families: ${unknown.join(', ')} (known: ${FAMILIES.map((f) => f.name).join(', ')})`);
  fs.mkdirSync(values.out, { recursive: true });
  const files = [];
  for (const [i, fam] of FAMILIES.entries()) {
    if (!wanted.includes(fam.name)) continue;
    const co = makeCompany(rng(seed * 1000 + i), fam.company);
    for (const planted of [false, true]) {
      const file = `${fam.name}-${planted ? 'planted' : 'clean'}.pdf`;
      const { inventory, errors } = await writeReport(path.join(values.out, file), fam, co, planted ? fam.errors : []);
      const { name: family, about: layout } = fam;
      files.push({ file, family, layout, heldOut: Boolean(fam.heldOut), planted, company: co.name, errors, inventory });
    }
  }
  const manifest = { seed, generatedBy: 'scripts/eval-reports/generate.mjs', files };
  fs.writeFileSync(path.join(values.out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.log(`${files.length} reports in ${values.out}`);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
