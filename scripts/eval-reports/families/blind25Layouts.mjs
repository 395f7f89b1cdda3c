// Evaluation reports (held out, blind set 25, written blind): five layouts — Scope 1 and 2 by month
// (January to December) with a full-year column at the right end; a plain-text regulatory filing set in a
// monospaced font with space-aligned columns; the inventory as a shaded heat-map grid; dumbbell rows
// comparing the prior and the latest year on one axis; and a long table with one observation per row.
import { heading, para, table } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { useMonoFont, padLine, monoLines, heatGrid, dumbbells, longTable } from '../lib/blind25Draw.mjs';
import { standardReport } from './common.mjs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Heating-led weights for fuels, a flatter profile for electricity; each adds up to 1.
const FUEL_WEIGHTS = [0.112, 0.104, 0.094, 0.08, 0.071, 0.064, 0.06, 0.061, 0.069, 0.082, 0.097, 0.106];
const POWER_WEIGHTS = [0.09, 0.085, 0.086, 0.08, 0.078, 0.079, 0.083, 0.08, 0.079, 0.083, 0.086, 0.092];

/** Splits a yearly value into twelve months by weights; December takes the rest so the months add up. */
function byMonth(v, weights) {
  const parts = weights.slice(0, 11).map((w) => Math.round(v * w));
  parts.push(v - parts.reduce((a, b) => a + b, 0));
  return parts;
}

/** The inventory for the base year and the three years, latest first, as a plain ruled table. */
function annualTable(ctx, co, st, s, caption) {
  const years = [co.latest, co.latest - 1, co.latest - 2, co.baseYear];
  const head = ['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))];
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, [head, ...rows], { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable', caption });
}

// ---- monthly_columns ----

function monthly(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const series = [
    ['Scope 1', tb.s1[l], FUEL_WEIGHTS],
    ['Scope 2 (location-based)', tb.s2l[l], POWER_WEIGHTS],
    ['Scope 2 (market-based)', tb.s2m[l], POWER_WEIGHTS]
  ].map(([label, v, w]) => [label, byMonth(v, w), v]);
  const s12 = series[0][1].map((m, i) => m + series[2][1][i]);
  const rows = [...series, ['Scope 1 + 2 (market-based)', s12, tb.s1[l] + tb.s2m[l]]].map(([label, months, fy]) => [
    label,
    ...months.map((m) => s.n(m)),
    s.n(fy)
  ]);
  const widths = [0.12, ...MONTHS.map(() => 0.066), 0.088];
  table(ctx, [[`t CO₂e, ${l}`, ...MONTHS, `FY ${l}`], ...rows], {
    widths,
    key: 'ghgTable',
    size: 5.5,
    caption: `Monthly Scope 1 and 2 emissions, ${l}`,
    above: 'Months from metered energy and fuel deliveries; the full-year column is the audited annual figure.'
  });
  para(ctx, 'Scope 3 is calculated once a year. The annual inventory with the base year follows.', null, {
    align: 'left'
  });
  annualTable(ctx, co, st, s, 'Annual greenhouse gas emissions');
}

const monthlyColumns = {
  name: 'monthly_columns',
  heldOut: false, // spent: blind set 25, scored once (2026-11-29 13:54 UTC, 9/15), now tuned on
  about:
    'Scope 1, both Scope 2s and a Scope 1 + 2 row for the latest year by month (Jan … Dec, 6 pt) with a "FY" ' +
    'column at the right end, then an annual table (latest year first, down to the base year)',
  errors: ['total_not_sum', 'yoy_contradicted', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => monthly(ctx, co, st, s));
  }
};

// ---- plain_text_filing ----

function filingBlock(ctx, co, st, s) {
  const years = [co.latest, co.latest - 1, co.latest - 2, co.baseYear];
  const w = [30, 14, 14, 14, 16];
  const head = padLine(
    ['LINE ITEM (METRIC TONNES CO2E)', ...years.map((y) => (y === co.baseYear ? `${y} BASE` : y))],
    w
  );
  const labels = [
    '01 Scope 1 direct',
    '02 Scope 2 location-based',
    '03 Scope 2 market-based',
    '04 Scope 3 value chain'
  ];
  const inv = inventoryRows(co, st);
  const lines = inv.slice(0, 4).map(([, v], i) => padLine([labels[i], ...years.map((y) => s.n(v[y]))], w));
  lines.push(padLine(['05 Total (01+03+04)', ...years.map((y) => s.n(inv[4][1][y]))], w));
  para(ctx, `SCHEDULE A - GREENHOUSE GAS EMISSIONS STATEMENT, REPORTING YEAR ${co.latest}`, null, { align: 'left' });
  monoLines(ctx, [head, '-'.repeat(88), ...lines, '-'.repeat(88)], 'ghgTable');
  para(
    ctx,
    'Line 05 equals line 01 plus line 03 plus line 04. The base year is the year against which the targets in ' +
      'Schedule C are set.',
    null,
    { align: 'left' }
  );
}

function filingCover(ctx, co) {
  const lines = [
    'ANNUAL CLIMATE DISCLOSURE FILING',
    `REGISTRANT ............ ${co.name.toUpperCase()}`,
    `PERIOD ................ 01 JAN ${co.latest} - 31 DEC ${co.latest}`,
    'FILING TYPE ........... ORIGINAL',
    '-'.repeat(88)
  ];
  monoLines(ctx, lines, null, { size: 9 });
}

const plainTextFiling = {
  name: 'plain_text_filing',
  heldOut: false, // spent: blind set 25, scored once (2026-11-29 13:54 UTC, 9/15), now tuned on
  about:
    'a plain-text regulatory filing set entirely in a monospaced font: a cover block of dotted fields, and the ' +
    'inventory as numbered space-aligned line items in capitals ("METRIC TONNES CO2E") under a line of dashes',
  errors: ['wrong_unit', 'base_year_conflict', 'gwp_ar4'],
  render(ctx, co, st) {
    useMonoFont(ctx);
    const s = style();
    standardReport(ctx, co, st, s, () => filingBlock(ctx, co, st, s), { beforeIntro: () => filingCover(ctx, co) });
  }
};

// ---- heatmap_grid ----

function heatmap(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  heading(ctx, 'Emissions by scope and year (t CO₂e)', 12);
  heatGrid(ctx, {
    head: years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y))),
    rows: inventoryRows(co, st).map(([label, v]) => [label, years.map((y) => v[y])]),
    fmt: (v) => s.n(v),
    key: 'ghgTable'
  });
  para(
    ctx,
    'Darker cells are the higher values within each row. Total = Scope 1 + Scope 2 (market-based) + Scope 3.',
    null,
    {
      align: 'left'
    }
  );
}

const heatmapGrid = {
  name: 'heatmap_grid',
  heldOut: false, // spent: blind set 25, scored once (2026-11-29 13:54 UTC, 9/15), now tuned on
  about:
    'the inventory as a heat-map grid: scopes down, the base year and three years across, each cell shaded from ' +
    'pale to dark green by its place in its row with the tonnes printed inside, a small shade legend',
  errors: ['restated_value', 'interim_loosening', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => heatmap(ctx, co, st, s));
  }
};

// ---- dumbbell_chart ----

function dumbbellPage(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  const item = ([label, v]) => ({ label, a: v[p], b: v[l] });
  const inv = inventoryRows(co, st);
  const fmt = (v) => s.n(v);
  dumbbells(ctx, {
    title: 'Scope 1 and 2 (t CO₂e)',
    items: inv.slice(0, 3).map(item),
    years: [p, l],
    fmt,
    key: 'ghgTable'
  });
  dumbbells(ctx, { title: 'Scope 3 and total (t CO₂e)', items: inv.slice(3).map(item), years: [p, l], fmt });
  const b = co.baseYear;
  table(ctx, [['t CO₂e', `${b} (base year)`], ...inv.map(([label, v]) => [label, s.n(v[b])])], {
    widths: [0.6, 0.4],
    key: 'ghgTable',
    caption: 'Base year'
  });
}

const dumbbellChart = {
  name: 'dumbbell_chart',
  heldOut: false, // spent: blind set 25, scored once (2026-11-29 13:54 UTC, 9/15), now tuned on
  about:
    'the prior and latest year as a dumbbell chart: per series a grey and a dark dot joined by a bar on a shared ' +
    'axis with the tonnes beside the dots (Scope 1 and 2 in one panel, Scope 3 and total in another); the base ' +
    'year in a small table under it',
  errors: ['intensity_mismatch', 'progress_contradicted', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => dumbbellPage(ctx, co, st, s));
  }
};

// ---- long_format_table ----

function longRows(co, st, s) {
  const tb = st.table;
  const series = [
    ['Scope 1', '–', tb.s1],
    ['Scope 2', 'Location-based', tb.s2l],
    ['Scope 2', 'Market-based', tb.s2m],
    ['Scope 3', '–', tb.s3],
    ['Total', 'S1 + S2 (MB) + S3', tb.total]
  ];
  const years = [co.latest, co.latest - 1, co.latest - 2, co.baseYear];
  return years.flatMap((y) =>
    series.map(([scope, method, v]) => [
      y === co.baseYear ? `${y} (base)` : String(y),
      scope,
      method,
      s.n(v[y]),
      't CO₂e'
    ])
  );
}

const longFormatTable = {
  name: 'long_format_table',
  heldOut: false, // spent: blind set 25, scored once (2026-11-29 13:54 UTC, 9/15), now tuned on
  about:
    'the inventory as a long table with one observation per row (year, scope, Scope 2 method, value, unit), the ' +
    'year repeated on every row, latest year first down to the base year, grey bands alternating by year',
  errors: ['target_wrong_scope', 'wrong_unit', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () =>
      longTable(ctx, {
        head: ['Year', 'Scope', 'Method', 'Value', 'Unit'],
        rows: longRows(co, st, s),
        widths: [0.16, 0.16, 0.3, 0.22, 0.16],
        aligns: ['left', 'left', 'left', 'right', 'left'],
        key: 'ghgTable'
      })
    );
  }
};

export const BLIND25_FAMILIES = [monthlyColumns, plainTextFiling, heatmapGrid, dumbbellChart, longFormatTable];
