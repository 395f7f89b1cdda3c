// Evaluation reports (held out, blind set 21, written blind): three inventory tables — a Nordic report in
// kilotonnes with decimal commas in its prose and points in its tables, a years-as-rows table with a
// "Restated" flag column and its reason, and a table giving each scope under operational control and
// under equity share side by side.
import { heading, para } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { fmtDec } from '../lib/model.mjs';
import { grid } from '../lib/draw.mjs';
import { standardReport } from './common.mjs';

const SERIES = [
  ['Scope 1', 's1'],
  ['Scope 2 (location-based)', 's2l'],
  ['Scope 2 (market-based)', 's2m'],
  ['Scope 3', 's3'],
  ['Total (Scope 1, 2 market-based, 3)', 'total']
];

// ---- nordic_kilotonnes ----

/** Kilotonnes with one decimal: a point in tables, a comma in prose. */
const ktTable = (v) => fmtDec(v / 1000, 1, { dec: '.', sep: ',' });
const ktProse = (v) => fmtDec(v / 1000, 1, { dec: ',', sep: ' ' });

function nordicInventory(ctx, co, st) {
  const l = co.latest;
  const tb = st.table;
  para(
    ctx,
    `Direct emissions (Scope 1) amounted to ${ktProse(st.kpi.s1)} kilotonnes CO₂e in ${l} ` +
      `(${ktProse(tb.s1[l - 1])} kilotonnes in ${l - 1}). Indirect emissions from purchased energy were ` +
      `${ktProse(tb.s2m[l])} kilotonnes CO₂e market-based and ${ktProse(tb.s2l[l])} kilotonnes location-based. ` +
      `Value-chain emissions (Scope 3) were ${ktProse(tb.s3[l])} kilotonnes CO₂e.`,
    'kpi'
  );
  const years = [co.baseYear, ...co.years];
  grid(ctx, {
    caption: 'Table 3. Greenhouse gas emissions, kilotonnes CO₂e',
    header: [['kt CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)]],
    rows: SERIES.map(([label, k]) => [label, ...years.map((y) => ktTable(tb[k][y]))]),
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable'
  });
  para(
    ctx,
    'Figures are rounded to 0.1 kilotonnes (1 kt = 1,000 tonnes). Totals are calculated from unrounded data.',
    null,
    { align: 'left' }
  );
}

const nordicKilotonnes = {
  name: 'nordic_kilotonnes',
  heldOut: false, // spent: blind set 21, scored once (2026-11-29 11:25 UTC, 13/15, 2 false fails), now tuned on
  about:
    'a Nordic report in kilotonnes CO₂e: decimal commas and spaces in the narrative ("412,3 kilotonnes"), ' +
    'decimal points in its "kt CO₂e" table with one decimal',
  errors: ['restated_value', 'wrong_unit', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style({ sep: ' ', dec: ',' });
    standardReport(ctx, co, st, s, () => nordicInventory(ctx, co, st));
  }
};

// ---- restated_flag_rows ----

function flagTable(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  const flag = (y) => (y === co.baseYear || y === co.latest - 2 ? ['Yes', 'Acquisition (a)'] : ['No', '–']);
  grid(ctx, {
    caption: 'Greenhouse gas emissions by year (t CO₂e)',
    header: [['Year', 'Scope 1', 'Scope 2 LB', 'Scope 2 MB', 'Scope 3', 'Total', 'Restated', 'Reason']],
    rows: years.map((y) => [
      y === co.baseYear ? `${y} (base)` : String(y),
      ...['s1', 's2l', 's2m', 's3', 'total'].map((k) => s.n(tb[k][y])),
      ...flag(y)
    ]),
    widths: [0.12, 0.11, 0.12, 0.12, 0.13, 0.13, 0.1, 0.17],
    aligns: ['left', 'right', 'right', 'right', 'right', 'right', 'center', 'left'],
    size: 8,
    key: 'ghgTable'
  });
  para(
    ctx,
    `(a) The base year and ${co.latest - 2} were recalculated to include the plants acquired in ${co.latest - 1}, ` +
      'as our recalculation policy requires for structural changes above 5 % of base-year emissions. LB = ' +
      'location-based, MB = market-based. Total = Scope 1 + Scope 2 MB + Scope 3.',
    null,
    { align: 'left' }
  );
}

const restatedFlagRows = {
  name: 'restated_flag_rows',
  heldOut: false, // spent: blind set 21, scored once (2026-11-29 11:25 UTC, 13/15, 2 false fails), now tuned on
  about:
    'years as rows (base year first) and scopes as columns, with a "Restated" Yes/No column and a "Reason" ' +
    'column pointing to a note on the recalculation',
  errors: ['total_not_sum', 'base_year_conflict', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => flagTable(ctx, co, st, s));
  }
};

// ---- control_equity_columns ----

const equity = (v) => Math.round((v * 0.86) / 10) * 10;

/** The equity-share total: the sum of the equity-share scopes, plus any gap the operational total has. */
const equityTotal = (tb, y) =>
  equity(tb.s1[y]) + equity(tb.s2m[y]) + equity(tb.s3[y]) + equity(tb.total[y] - tb.s1[y] - tb.s2m[y] - tb.s3[y]);

function basisTable(ctx, co, st, s) {
  const tb = st.table;
  const l = co.latest;
  const op = [co.baseYear, l - 1, l];
  grid(ctx, {
    caption: 'GHG emissions by consolidation approach (t CO₂e)',
    header: [
      ['', { text: 'Operational control', span: 3 }, { text: 'Equity share', span: 2 }],
      ['', `${co.baseYear} (base)`, String(l - 1), String(l), String(l - 1), String(l)]
    ],
    rows: SERIES.map(([label, k]) => [
      label,
      ...op.map((y) => s.n(tb[k][y])),
      ...[l - 1, l].map((y) => s.n(k === 'total' ? equityTotal(tb, y) : equity(tb[k][y])))
    ]),
    widths: [0.3, 0.15, 0.13, 0.13, 0.14, 0.15],
    size: 8.5,
    key: 'ghgTable'
  });
  para(
    ctx,
    'We report under operational control; targets and progress refer to it. The equity-share columns show our ' +
      'share of the emissions of the joint ventures we hold but do not operate, for comparison only. Equity-share ' +
      'figures are rounded to 10 t.',
    null,
    { align: 'left' }
  );
}

const controlEquityColumns = {
  name: 'control_equity_columns',
  heldOut: false, // spent: blind set 21, scored once (2026-11-29 11:25 UTC, 13/15, 2 false fails), now tuned on
  about:
    'a GHG table with two column groups, "Operational control" (base year and two years) and "Equity share" ' +
    '(two years), as joint-venture-heavy groups print both consolidation approaches',
  errors: ['total_not_sum', 'restated_value', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      heading(ctx, 'Consolidation approach', 12);
      para(
        ctx,
        'Our emissions are consolidated under operational control. Because part of our production sits in joint ' +
          'ventures, we also give the equity-share view.'
      );
      basisTable(ctx, co, st, s);
    });
  }
};

export const BLIND21_TABLE_FAMILIES = [nordicKilotonnes, restatedFlagRows, controlEquityColumns];
