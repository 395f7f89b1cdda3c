// Evaluation reports (held out, blind set 28, written blind): three table layouts — a company that moved from
// calendar to fiscal years (columns "CY2022 | FY2023/24 | FY2024/25"); a narrow table in kt with one decimal whose
// labels wrap over three lines, set beside a text column; and a key-figures table with a "Unit" column between
// the labels and the years, the units differing row by row (t, kt, MWh, %, EUR m).
import { para, table, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { narrowTable } from '../lib/blind28Draw.mjs';
import { standardReport } from './common.mjs';

// ---- calendar_to_fiscal ----

/** Calendar years up to the change, then April–March fiscal years named by both calendar years. */
const fiscalLabel = (latest) => (y) => (y <= latest - 2 ? `CY${y}` : `FY${y}/${String(y + 1).slice(2)}`);

function fiscalTable(ctx, co, st, s) {
  const l = co.latest;
  const years = [co.baseYear, l - 2, l - 1, l];
  const tb = st.table;
  const head = ['t CO₂e', `${s.yl(co.baseYear)} (base year)`, ...years.slice(1).map(s.yl)];
  const line = (label, v) => [label, ...years.map((y) => s.n(v[y]))];
  table(
    ctx,
    [
      head,
      line('Scope 1', tb.s1),
      line('Scope 2 – location-based', tb.s2l),
      line('Scope 2 – market-based', tb.s2m),
      line('Scope 3', tb.s3),
      line('Total (Scope 1, 2 market-based, 3)', tb.total)
    ],
    { widths: [0.32, 0.2, 0.16, 0.16, 0.16], key: 'ghgTable', caption: 'Greenhouse gas emissions by reporting period' }
  );
  const quarter = Math.round((co.s1[l - 1] * 0.27) / 10) * 10;
  ctx.doc
    .font('body')
    .fontSize(8)
    .fillColor('#444')
    .text(
      `CY = calendar year (January–December). FY = financial year from 1 April to 31 March: ${s.yl(l - 1)} ` +
        `runs from 1 April ${l - 1} to 31 March ${l}. The three months from January to March ${l - 1} fall between ` +
        `the two bases and are not shown in the table ` +
        `(Scope 1 in that transition quarter: ${s.n(quarter)} t CO₂e). ` +
        `The base year stays the calendar year ${co.baseYear}.`,
      LEFT,
      undefined,
      { width: WIDTH }
    );
  ctx.doc.fillColor('black').fontSize(10).moveDown(0.8);
  para(
    ctx,
    `We changed our reporting period to match the financial year of the group after the merger. Figures for ` +
      `${s.yl(l - 2)} and earlier cover calendar years and were not restated.`
  );
}

const calendarToFiscal = {
  name: 'calendar_to_fiscal',
  heldOut: false, // spent: blind set 28, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'a company that moved from calendar to April–March fiscal years: table columns ' +
    '"CY<base> (base year) | CY<year> | ' +
    'FY<year>/<yy> | FY<year>/<yy>", prose in fiscal years ("FY2024/25"), a note on the transition quarter',
  errors: ['yoy_contradicted', 'base_year_conflict', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style({ yl: fiscalLabel(co.latest) });
    standardReport(ctx, co, st, s, () => fiscalTable(ctx, co, st, s));
  }
};

// ---- narrow_wrapped_kt ----

const kt = (s, v) => s.d(v / 1000, 1);

function narrowKt(ctx, co, st, s) {
  const l = co.latest;
  const years = [co.baseYear, l - 1, l];
  const tb = st.table;
  const line = (label, v) => [label, ...years.map((y) => kt(s, v[y]))];
  const y0 = ctx.doc.y + 4;
  const bottom = narrowTable(ctx, {
    x: LEFT,
    y: y0,
    widths: [98, 42, 42, 42],
    head: ['kt CO₂e', `${co.baseYear} (base)`, String(l - 1), String(l)],
    rows: [
      line('Direct emissions from owned or controlled sources (Scope 1)', tb.s1),
      line('Indirect emissions from purchased energy, location-based (Scope 2)', tb.s2l),
      line('Indirect emissions from purchased energy, market-based (Scope 2)', tb.s2m),
      line('Other indirect emissions in the value chain (Scope 3)', tb.s3),
      line('Total greenhouse gas emissions (Scope 1, 2 market-based, 3)', tb.total)
    ],
    key: 'ghgTable'
  });
  const tx = LEFT + 244;
  ctx.doc
    .font('body')
    .fontSize(9.5)
    .text(
      'The table gives our inventory in thousands of tonnes of CO₂ equivalent, rounded to one decimal; totals are ' +
        'calculated before rounding. Scope 1 covers the fuels burnt at our plants, our vehicle fleet, process ' +
        'emissions and refrigerant losses. Scope 2 is shown both ways: location-based with grid-average factors ' +
        'and market-based with the factors of our supply contracts. The total adds market-based Scope 2.\n\n' +
        'Most of our footprint lies in the value chain, in the goods we buy and in the use of the products we ' +
        'sell. The categories are listed in the next section.',
      tx,
      y0,
      { width: WIDTH - 244, align: 'justify' }
    );
  ctx.doc.x = LEFT;
  ctx.doc.y = Math.max(bottom, ctx.doc.y) + 12;
}

const narrowWrapped = {
  name: 'narrow_wrapped_kt',
  heldOut: false, // spent: blind set 28, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'a narrow GHG table (a third of the page wide) beside a text column, its labels wrapping over three lines ' +
    '("Indirect emissions from purchased energy, market-based (Scope 2)") with the figures on the last line, values ' +
    'in kt CO₂e with one decimal, the base year and the last two years',
  errors: ['scope3_categories_exceed', 'intensity_mismatch', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => narrowKt(ctx, co, st, s));
  }
};

// ---- mixed_unit_column ----

/** Energy consumed in MWh, derived from the inventory without randomness. */
const energyMwh = (tb, y) => Math.round((tb.s1[y] * 4.2 + tb.s2l[y] * 2.6) / 10) * 10;

function mixedUnits(ctx, co, st, s) {
  const l = co.latest;
  const years = [co.baseYear, l - 2, l - 1, l];
  const tb = st.table;
  const row = (label, unit, f) => [label, unit, ...years.map((y) => f(y))];
  const latestOnly = (v) => (y) => (y === l ? v : '–');
  const [a, b, c] = st.shares;
  mark(ctx, 'shares');
  mark(ctx, 'intensity');
  table(
    ctx,
    [
      ['Indicator', 'Unit', `${co.baseYear} (base year)`, ...years.slice(1).map(String)],
      row('Scope 1 emissions', 't CO₂e', (y) => s.n(tb.s1[y])),
      row('Scope 2 emissions, location-based', 't CO₂e', (y) => s.n(tb.s2l[y])),
      row('Scope 2 emissions, market-based', 't CO₂e', (y) => s.n(tb.s2m[y])),
      row('Scope 3 emissions', 'kt CO₂e', (y) => kt(s, tb.s3[y])),
      row('Total emissions (Scope 1, 2 MB, 3)', 'kt CO₂e', (y) => kt(s, tb.total[y])),
      row('Energy consumption', 'MWh', (y) => s.n(energyMwh(tb, y))),
      row(`Share of ${a.label}`, '%', latestOnly(String(a.pct))),
      row(`Share of ${b.label}`, '%', latestOnly(String(b.pct))),
      row(`Share of ${c.label}`, '%', latestOnly(String(c.pct))),
      row('Revenue', 'EUR m', latestOnly(s.n(co.revenue))),
      row('Scope 1 and 2 intensity (market-based)', 't CO₂e/EUR m', latestOnly(s.d(st.intensity.value, 1)))
    ],
    {
      widths: [0.34, 0.14, 0.13, 0.13, 0.13, 0.13],
      key: 'ghgTable',
      caption: 'Environmental key figures',
      size: 8
    }
  );
  para(
    ctx,
    'Each row gives its own unit. Scope 3 and the total are in thousand tonnes with one decimal; energy shares ' +
      `are shares of total energy consumption in ${l}. "–" means not reported for that year.`
  );
}

const mixedUnitColumn = {
  name: 'mixed_unit_column',
  heldOut: false, // spent: blind set 28, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'an "Environmental key figures" table with a "Unit" column between the labels and the years, the unit changing ' +
    'row by row (Scope 1 and 2 in t CO₂e, Scope 3 and the total in kt CO₂e with one decimal, ' +
    'energy in MWh, shares ' +
    'in %, revenue in EUR m, intensity in t CO₂e/EUR m), base year and three years',
  errors: ['wrong_unit', 'intensity_mismatch', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => mixedUnits(ctx, co, st, s));
  }
};

export const BLIND28_TABLE_FAMILIES = [calendarToFiscal, narrowWrapped, mixedUnitColumn];
