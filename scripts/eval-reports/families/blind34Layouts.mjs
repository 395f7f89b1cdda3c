// Evaluation reports (held out, blind set 34, written blind): five layouts — a question-and-answer climate
// fact sheet; Scope 3 categories as labelled horizontal bars; a table running from the base year through a
// "Target 2030" column to the reporting years, with a notes column; a non-financial statement mixing rows in
// million tonnes (three decimals) with rows in thousand tonnes; a SASB-style metric table by topic in the body.
import { heading, para, table, newPage, mark } from '../lib/pdf.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { qaPair, labelledBars, smallNote } from '../lib/blind34Draw.mjs';
import { standardReport, FILLER } from './common.mjs';

const LABELS = ['Scope 1', 'Scope 2 (location-based)', 'Scope 2 (market-based)', 'Scope 3', 'Total'];
const SERIES = ['s1', 's2l', 's2m', 's3', 'total'];

/** The standard page plan with the categories drawn the family's way. */
function report(ctx, co, st, s, drawInventory, { categoriesOf = categories } = {}) {
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

// ---- qa_fact_sheet ----

const QA_NAMES = [
  'Scope 1 emissions',
  'location-based Scope 2 emissions',
  'market-based Scope 2 emissions',
  'Scope 3 emissions',
  'total greenhouse gas emissions'
];

function qaInventory(ctx, co, st, s) {
  const l = co.latest;
  const p = l - 1;
  const tb = st.table;
  heading(ctx, 'Climate fact sheet: questions and answers', 12);
  SERIES.forEach((k, i) => {
    const total = k === 'total' ? ' This is Scope 1, market-based Scope 2 and Scope 3 added together.' : '';
    qaPair(
      ctx,
      `What were your ${QA_NAMES[i]} in ${l}?`,
      `${s.t(tb[k][l])} in ${l}, against ${s.t(tb[k][p])} in ${p} and ${s.t(tb[k][co.baseYear])} in our ` +
        `${co.baseYear} base year.${total}`,
      'ghgTable'
    );
  });
  const ch = st.yoy.pct;
  qaPair(
    ctx,
    `How did your Scope 1 emissions change from ${p} to ${l}?`,
    `They ${ch <= 0 ? 'decreased' : 'increased'} by ${s.d(Math.abs(ch), 1)} %, mostly from fuel switching at two sites.`,
    'yoy'
  );
}

const qaFactSheet = {
  name: 'qa_fact_sheet',
  heldOut: true,
  about:
    'a climate fact sheet of questions and answers: a bold "Q: What were your Scope 1 emissions in <year>?" ' +
    'over an indented "A: …" giving the latest year, the prior year and the base year in one sentence, one ' +
    'pair per series and one on the Scope 1 change; no inventory table',
  errors: ['restated_value', 'yoy_contradicted', 'target_wrong_scope'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => qaInventory(ctx, co, st, s));
  }
};

// ---- scope3_hbar_ends ----

function plainInventory(ctx, co, st, s) {
  const years = [co.baseYear, co.latest - 2, co.latest - 1, co.latest];
  const rows = [['t CO₂e', `${co.baseYear} (base year)`, ...years.slice(1).map(String)]];
  SERIES.forEach((k, i) => rows.push([LABELS[i], ...years.map((y) => s.n(st.table[k][y]))]));
  table(ctx, rows, { widths: [0.32, 0.2, 0.16, 0.16, 0.16], key: 'ghgTable', caption: 'Greenhouse gas inventory' });
  smallNote(ctx, ['Total = Scope 1 + Scope 2 (market-based) + Scope 3.']);
}

function barCategories(ctx, co, st, s) {
  heading(ctx, 'Scope 3 emissions by category');
  para(ctx, `Relevant Scope 3 categories in ${co.latest}, t CO₂e. Categories not shown are not material to us.`);
  const items = st.categories.map((c) => ({ label: `Category ${c.n}: ${c.label}`, value: c.value }));
  labelledBars(ctx, items, { key: 'categories', fmt: (v) => s.n(v) });
  para(ctx, `Total Scope 3 emissions in ${co.latest}: ${s.t(st.s3Total)}.`, 'categories');
}

const scope3HbarEnds = {
  name: 'scope3_hbar_ends',
  heldOut: true,
  about:
    'the Scope 3 categories only as a horizontal bar chart: each category name in small type at the start of ' +
    'its bar, the tonnes in bold just after the bar end, no axis; the Scope 3 total in a sentence under the ' +
    'chart; a plain inventory table with the base year and three years',
  errors: ['scope3_categories_exceed', 'gwp_ar4', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => plainInventory(ctx, co, st, s), { categoriesOf: barCategories });
  }
};

// ---- target_between_years ----

function targetInventory(ctx, co, st, s) {
  const tb = st.table;
  const b = co.baseYear;
  const years = co.years;
  const [interim, final, s3t] = st.targets;
  const s12 = Object.fromEntries([b, ...years].map((y) => [y, tb.s1[y] + tb.s2m[y]]));
  const level = (v, pct) => s.n(Math.round((v * (100 - pct)) / 100 / 10) * 10);
  const lines = [
    ['Scope 1', tb.s1, '–', 'Direct; operational control'],
    ['Scope 2 (location-based)', tb.s2l, '–', 'Grid-average factors'],
    ['Scope 2 (market-based)', tb.s2m, '–', 'Supplier factors, residual mix'],
    [
      'Scope 1 and 2 (market-based)',
      s12,
      level(s12[b], final.pct),
      `−${final.pct} % by ${final.year}; interim −${interim.pct} % by ${interim.year}`
    ],
    ['Scope 3', tb.s3, level(tb.s3[b], s3t.pct), `−${s3t.pct} % by ${s3t.year}`],
    ['Total', tb.total, '–', 'Scope 1 + 2 (market-based) + 3']
  ];
  const rows = [['t CO₂e', `${b} (base)`, `Target ${final.year}`, ...years.map(String), 'Notes']];
  for (const [label, v, tgt, note] of lines) rows.push([label, s.n(v[b]), tgt, ...years.map((y) => s.n(v[y])), note]);
  mark(ctx, 'targets');
  table(ctx, rows, {
    widths: [0.2, 0.11, 0.11, 0.11, 0.11, 0.11, 0.25],
    key: 'ghgTable',
    caption: 'Emissions against our 2030 targets',
    size: 7.5
  });
  smallNote(ctx, [
    `The target column gives the emissions our ${final.year} targets allow, from the ${b} base year. ` +
      'Years run from the base year on the left to the latest year on the right.'
  ]);
}

const targetBetweenYears = {
  name: 'target_between_years',
  heldOut: true,
  about:
    'one table running left to right from the base year ("<year> (base)") through a "Target 2030" column of the ' +
    'allowed tonnes to the three reporting years, newest at the far right, with a free-text "Notes" column ' +
    'naming the targets; a "Scope 1 and 2 (market-based)" row; 7.5 pt',
  errors: ['base_year_conflict', 'interim_loosening', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    report(ctx, co, st, s, () => targetInventory(ctx, co, st, s));
  }
};

export const BLIND34_FAMILIES = [qaFactSheet, scope3HbarEnds, targetBetweenYears];
