// Evaluation reports (held out, blind set 33, written blind): five layouts — a highlights page of bullets
// opening with bold figures and ▲▼ triangles instead of signs; a table in thousand tonnes with one decimal
// whose unit stands only in a footnote tied by "*" to its title; years as rows under a two-level head where
// "Scope 2" spans "Location | Market"; Scope 3 categories as ranked horizontal bars; and a two-year table
// with changes in tonnes and in per cent, negatives in brackets.
import { heading, para, table, newPage, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { pctChange } from '../lib/model.mjs';
import { arrow, bracketed, smallNote, boldBullets, rankedBars } from '../lib/blind33Draw.mjs';
import { FILLER } from './common.mjs';

const LABELS = ['Scope 1', 'Scope 2 (location-based)', 'Scope 2 (market-based)', 'Scope 3', 'Total'];
const SERIES = ['s1', 's2l', 's2m', 's3', 'total'];

/** The standard page plan, with an optional page before the introduction and a family's own categories. */
function report(ctx, co, st, s, drawInventory, { before, categoriesOf = categories } = {}) {
  if (before) {
    before();
    newPage(ctx);
  }
  intro(ctx, co, st, s);
  para(ctx, FILLER[0]);
  newPage(ctx);
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  drawInventory();
  newPage(ctx);
  categoriesOf(ctx, co, st, s);
  para(ctx, FILLER[2]);
  newPage(ctx);
  targets(ctx, co, st, s);
  newPage(ctx);
  intensityAndEnergy(ctx, co, st, s);
  methodology(ctx, co, st);
  otherMetrics(ctx, co, s);
}

/** A plain inventory of the base year and three years in tonnes. */
function plainInventory(ctx, co, st, s, caption = 'Greenhouse gas emissions (t CO₂e)') {
  const years = [co.baseYear, co.latest - 2, co.latest - 1, co.latest];
  const rows = [['', `${co.baseYear} (base year)`, ...years.slice(1).map(String)]];
  SERIES.forEach((k, i) => rows.push([LABELS[i], ...years.map((y) => s.n(st.table[k][y]))]));
  table(ctx, rows, { widths: [0.32, 0.2, 0.16, 0.16, 0.16], key: 'ghgTable', caption });
}

// ---- highlights_arrows ----

function highlights(ctx, co, st, s) {
  const l = co.latest;
  const [renewable] = st.shares;
  heading(ctx, `${l} highlights`, 20);
  para(ctx, 'The year at a glance: our main climate figures, each compared with the year before or the base year.');
  const p = st.progress.pct;
  boldBullets(ctx, [
    { lead: `${s.t(st.kpi.s1)}`, text: `of direct (Scope 1) emissions in ${l}`, key: 'kpi' },
    { lead: arrow(st.yoy.pct, s), text: `Scope 1 emissions compared with ${st.yoy.from}`, key: 'yoy' },
    {
      lead: `${p <= 0 ? '▼' : '▲'} ${s.d(Math.abs(p), 1)} %`,
      text: `Scope 1 and 2 (market-based) since ${co.baseYear}`
    },
    {
      lead: `${s.d(st.intensity.value, 1)} t CO₂e`,
      text: `per EUR million of revenue (Scope 1 and 2, market-based), on revenue of EUR ${s.n(co.revenue)} million`,
      key: 'intensity'
    },
    { lead: `${renewable.pct} %`, text: 'of the energy we consumed was renewable electricity' },
    { lead: `${s.t(st.kpi.s3)}`, text: 'of Scope 3 emissions across our value chain' }
  ]);
  mark(ctx, 'progress');
}

function trendInventory(ctx, co, st, s) {
  const l = co.latest;
  const rows = [['t CO₂e', String(l - 1), String(l), 'Trend']];
  SERIES.forEach((k, i) => {
    const v = st.table[k];
    rows.push([LABELS[i], s.n(v[l - 1]), s.n(v[l]), arrow(pctChange(v[l - 1], v[l]), s)]);
  });
  table(ctx, rows, { widths: [0.4, 0.2, 0.2, 0.2], key: 'ghgTable', caption: 'Our emissions' });
  smallNote(ctx, [
    '▼ = decrease, ▲ = increase on the previous year. Total = Scope 1 + Scope 2 (market-based) + Scope 3.'
  ]);
}

const highlightsArrows = {
  name: 'highlights_arrows',
  heldOut: true,
  about:
    'a "<year> highlights" page of square bullets, each opening with a bold figure ("▼ 6.2 %", "41,230 t CO₂e") ' +
    'followed by plain text; changes shown with ▲/▼ triangles and no sign, in the bullets and in a "Trend" ' +
    'column of a two-year table',
  errors: ['restated_value', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => trendInventory(ctx, co, st, s), { before: () => highlights(ctx, co, st, s) });
  }
};

// ---- title_mark_kt ----

function ktInventory(ctx, co, st, s) {
  const years = [co.baseYear, co.latest - 2, co.latest - 1, co.latest];
  const rows = [['', `Base year ${co.baseYear}`, ...years.slice(1).map(String)]];
  SERIES.forEach((k, i) => rows.push([LABELS[i], ...years.map((y) => s.d(st.table[k][y] / 1000, 1))]));
  table(ctx, rows, { widths: [0.32, 0.2, 0.16, 0.16, 0.16], key: 'ghgTable', caption: 'Greenhouse gas emissions*' });
  mark(ctx, 'methodology');
  const gwp = st.gwp === 'AR4' ? 'Fourth' : 'Sixth';
  smallNote(ctx, [
    '* Thousand tonnes of CO₂ equivalent. Figures are rounded and may not add up to the totals shown. ' +
      `Global warming potentials from the IPCC ${gwp} Assessment Report.`
  ]);
}

const titleMarkKt = {
  name: 'title_mark_kt',
  heldOut: true,
  about:
    'the inventory in thousand tonnes with one decimal ("412.3") and no unit in any head or label: the title ' +
    'carries an asterisk ("Greenhouse gas emissions*") whose footnote under the table names the unit and ' +
    'the GWP source; a rounding caveat in the same note',
  errors: ['wrong_unit', 'total_not_sum', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => ktInventory(ctx, co, st, s));
  }
};

// ---- scope2_pair_heads ----

function pairInventory(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, co.latest - 2, co.latest - 1, co.latest];
  const header = [
    ['Year', 'Scope 1', { text: 'Scope 2', span: 2 }, 'Scope 3', 'Total'],
    ['', '', 'Location', 'Market', '', '']
  ];
  const rows = years.map((y) => [
    y === co.baseYear ? `${y} (base)` : String(y),
    ...[tb.s1, tb.s2l, tb.s2m, tb.s3, tb.total].map((v) => s.n(v[y]))
  ]);
  grid(ctx, {
    header,
    rows,
    widths: [0.2, 0.15, 0.15, 0.15, 0.17, 0.18],
    key: 'ghgTable',
    caption: 'GHG emissions by year, tonnes CO₂e'
  });
  smallNote(ctx, ['Total = Scope 1 + Scope 2 (market-based) + Scope 3.']);
}

const scope2PairHeads = {
  name: 'scope2_pair_heads',
  heldOut: true,
  about:
    'years as rows (the base year first, marked "(base)") under a two-level head in which "Scope 2" spans ' +
    'two sub-columns "Location | Market" with a short rule under it, Scope 1, Scope 3 and Total single ' +
    'columns beside them; the unit in the caption',
  errors: ['base_year_conflict', 'progress_contradicted', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => pairInventory(ctx, co, st, s));
  }
};

// ---- ranked_category_bars ----

function barCategories(ctx, co, st, s) {
  heading(ctx, 'Where our value-chain emissions come from');
  para(
    ctx,
    `Relevant Scope 3 categories in ${co.latest}, largest first, in tonnes of CO₂e. Categories not shown ` +
      'were screened and found not material.'
  );
  rankedBars(ctx, st.categories, st.s3Total, s, { key: 'categories' });
}

const rankedCategoryBars = {
  name: 'ranked_category_bars',
  heldOut: true,
  about:
    'the Scope 3 categories as a ranked chart of horizontal bars, largest first ("Cat. 1 Purchased goods and ' +
    'services"), each value in bold at the end of its bar, a rule and "Total Scope 3: … t CO₂e" under them; ' +
    'a plain inventory table elsewhere',
  errors: ['scope3_categories_exceed', 'target_wrong_scope', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => plainInventory(ctx, co, st, s), { categoriesOf: barCategories });
  }
};

// ---- change_tonnes_brackets ----

function changeInventory(ctx, co, st, s) {
  const l = co.latest;
  const rows = [['(tonnes CO₂e)', String(l), String(l - 1), 'Change (t)', 'Change (%)']];
  SERIES.forEach((k, i) => {
    const v = st.table[k];
    const pct = pctChange(v[l - 1], v[l]);
    rows.push([LABELS[i], s.n(v[l]), s.n(v[l - 1]), bracketed(v[l] - v[l - 1], s.n), bracketed(pct, (x) => s.d(x, 1))]);
  });
  table(ctx, rows, { widths: [0.32, 0.16, 0.16, 0.18, 0.18], key: 'ghgTable', caption: 'Greenhouse gas emissions' });
  smallNote(ctx, ['Decreases are shown in brackets. Total = Scope 1 + Scope 2 (market-based) + Scope 3.']);
}

const changeTonnesBrackets = {
  name: 'change_tonnes_brackets',
  heldOut: true,
  about:
    'a two-year table, newest year first, with the change in tonnes and in per cent as two columns, ' +
    'decreases in brackets ("(2,340)", "(5.1)") as in a financial statement; the unit in the corner cell ' +
    'as "(tonnes CO₂e)"',
  errors: ['yoy_contradicted', 'restated_value', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => changeInventory(ctx, co, st, s));
  }
};

export const BLIND33_FAMILIES = [
  highlightsArrows,
  titleMarkKt,
  scope2PairHeads,
  rankedCategoryBars,
  changeTonnesBrackets
];
