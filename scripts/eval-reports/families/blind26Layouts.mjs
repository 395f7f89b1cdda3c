// Evaluation reports (held out, blind set 26, written blind): five layouts — a table of the latest year with
// change columns only (the prior-year and base-year figures in prose under it); the inventory as value-chain
// bands (upstream energy, own operations, value chain); a table whose every figure carries a footnote letter;
// a long-format data-portal table (one row per scope and year); and a two-sided "carbon account".
import { para, table } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { pctChange } from '../lib/model.mjs';
import { valueChainBands, letteredTable, carbonAccount } from '../lib/blind26Draw.mjs';
import { standardReport } from './common.mjs';

const signed = (s, v) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${s.d(Math.abs(v), 1)}`;

// ---- change_only_columns ----

function changeTable(ctx, co, st, s) {
  const [b, l] = [co.baseYear, co.latest];
  const tb = st.table;
  const s12 = (y) => tb.s1[y] + tb.s2m[y];
  const lines = [
    ['Scope 1', (y) => tb.s1[y]],
    ['Scope 2 (location-based)', (y) => tb.s2l[y]],
    ['Scope 2 (market-based)', (y) => tb.s2m[y]],
    ['Scope 1 and 2 (market-based)', s12],
    ['Scope 3', (y) => tb.s3[y]],
    ['Total emissions', (y) => tb.total[y]]
  ];
  const rows = lines.map(([label, f]) => [
    label,
    s.n(f(l)),
    signed(s, pctChange(f(l - 1), f(l))),
    signed(s, pctChange(f(b), f(l)))
  ]);
  table(ctx, [['t CO₂e', String(l), `Change vs ${l - 1} (%)`, `Change vs base year (%)`], ...rows], {
    widths: [0.37, 0.19, 0.22, 0.22],
    key: 'ghgTable',
    caption: `Greenhouse gas emissions ${l} and change`
  });
  para(
    ctx,
    `For reference, in ${l - 1} we reported Scope 1 emissions of ${s.t(tb.s1[l - 1])}, location-based Scope 2 ` +
      `emissions of ${s.t(tb.s2l[l - 1])}, market-based Scope 2 emissions of ${s.t(tb.s2m[l - 1])}, Scope 3 ` +
      `emissions of ${s.t(tb.s3[l - 1])} and total emissions of ${s.t(tb.total[l - 1])}. In the ${b} base year, ` +
      `Scope 1 emissions were ${s.t(tb.s1[b])} and market-based Scope 2 emissions ${s.t(tb.s2m[b])}.`,
    'ghgTable'
  );
  para(ctx, 'Total emissions are Scope 1, market-based Scope 2 and Scope 3. Changes are rounded to one decimal.');
}

const changeOnly = {
  name: 'change_only_columns',
  heldOut: false, // spent: blind set 26, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'the GHG table prints the latest year only, beside "Change vs <prior year> (%)" and "Change vs base year (%)" ' +
    'columns (signed, one decimal, a Scope 1 and 2 row); the prior-year and base-year tonnes are given in prose under it',
  errors: ['yoy_contradicted', 'progress_contradicted', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => changeTable(ctx, co, st, s));
  }
};

// ---- value_chain_bands ----

function bands(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const head = [`${l - 1}`, `${l}`];
  const two = (label, v) => [label, s.n(v[l - 1]), s.n(v[l])];
  para(ctx, 'Our footprint along the value chain, in tonnes of CO₂ equivalent.', null, { align: 'left' });
  valueChainBands(
    ctx,
    [
      {
        title: 'UPSTREAM',
        sub: 'Purchased electricity, steam and heat (Scope 2)',
        fill: '#e3eef8',
        dark: '#2d5d8a',
        head,
        items: [two('Scope 2 – location-based', tb.s2l), two('Scope 2 – market-based', tb.s2m)]
      },
      {
        title: 'OWN OPERATIONS',
        sub: 'Fuels, fleet, process and refrigerants (Scope 1)',
        fill: '#e5f2e7',
        dark: '#2f6b3c',
        head,
        items: [two('Scope 1 – direct emissions', tb.s1)]
      },
      {
        title: 'VALUE CHAIN',
        sub: 'Suppliers, logistics and use of our products (Scope 3)',
        fill: '#f7eedf',
        dark: '#8a5a1f',
        head,
        items: [two('Scope 3 – upstream and downstream', tb.s3)]
      },
      {
        title: 'TOTAL',
        sub: 'Scope 1 + Scope 2 (market-based) + Scope 3',
        fill: '#ececec',
        dark: '#333333',
        head,
        items: [two('Total emissions', tb.total)]
      }
    ],
    'ghgTable'
  );
}

const valueChain = {
  name: 'value_chain_bands',
  heldOut: false, // spent: blind set 26, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'the inventory drawn as horizontal coloured bands along the value chain (upstream purchased energy with Scope 2 ' +
    'location- and market-based, own operations with Scope 1, value chain with Scope 3, a grey total band), a dark ' +
    'title block at the left of each band and the two latest years inside',
  errors: ['restated_value', 'wrong_unit', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => bands(ctx, co, st, s));
  }
};

// ---- footnote_letter_cells ----

const LETTERS = ['a', 'b', 'c', 'd', 'e'];

function lettered(ctx, co, st, s) {
  const years = [co.baseYear, co.latest - 1, co.latest];
  const head = ['t CO₂e', `${co.baseYear} (base year)`, String(co.latest - 1), String(co.latest)];
  const rows = inventoryRows(co, st).map(([label, v], i) => [
    label,
    ...years.map((y, k) => [s.n(v[y]), k === 0 ? `${LETTERS[i]},f` : LETTERS[i]])
  ]);
  letteredTable(ctx, head, rows, [0.34, 0.24, 0.21, 0.21], 'ghgTable');
  ctx.doc.font('body').fontSize(7.5).fillColor('#333');
  const notes = [
    'a  Fuels, fleet, process emissions and refrigerant losses at sites under operational control.',
    'b  Grid-average emission factors of the countries where we buy electricity and heat.',
    'c  Supplier-specific factors and residual mixes; energy attribute certificates included.',
    'd  Categories 1, 3, 4, 6, 7, 9 and 12; spend-based factors for the smaller categories.',
    'e  Scope 1 + Scope 2 (market-based) + Scope 3.',
    'f  Base year recalculated for the divestment of the coatings business; see the methodology.'
  ];
  for (const n of notes) ctx.doc.text(n, { width: 483 });
  ctx.doc.fillColor('black').fontSize(10).moveDown(0.8);
}

const footnoteLetters = {
  name: 'footnote_letter_cells',
  heldOut: false, // spent: blind set 26, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'a GHG table (base year and two years) in which every figure carries a small raised footnote letter ' +
    '("48,210ᵃ", base-year figures "a,f"), with the lettered footnote block in small grey type under the table',
  errors: ['base_year_conflict', 'gwp_ar4', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => lettered(ctx, co, st, s));
  }
};

// ---- long_format_portal ----

const SCOPES = [
  ['Scope 1', 's1'],
  ['Scope 2 (location-based)', 's2l'],
  ['Scope 2 (market-based)', 's2m'],
  ['Scope 3', 's3'],
  ['Total (S1 + S2 MB + S3)', 'total']
];

function longTable(ctx, co, st, s) {
  const years = [co.baseYear, co.latest - 1, co.latest];
  const rows = [['Metric', 'Scope', 'Year', 'Value', 'Unit']];
  for (const [scope, k] of SCOPES)
    for (const y of years) rows.push(['GHG emissions', scope, String(y), s.n(st.table[k][y]), 't CO2e']);
  table(ctx, rows, {
    widths: [0.22, 0.34, 0.1, 0.18, 0.16],
    key: 'ghgTable',
    caption: 'Data table E1 – GHG emissions (export from our ESG data portal)',
    above: `One row per metric, scope and year. ${co.baseYear} is the base year. Source: group ESG data portal.`,
    size: 8.5
  });
}

const longFormat = {
  name: 'long_format_portal',
  heldOut: false, // spent: blind set 26, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'a long-format table as exported from a data portal, typeset in the report: columns Metric, Scope, Year, Value, ' +
    'Unit, one row per scope and year (base year and two years, fifteen rows), the unit "t CO2e" repeated on each row',
  errors: ['intensity_mismatch', 'target_wrong_scope', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => longTable(ctx, co, st, s));
  }
};

// ---- carbon_account ----

function account(ctx, co, st, s) {
  const years = [co.baseYear, co.latest - 1, co.latest];
  const tb = st.table;
  const line = (label, v) => [label, ...years.map((y) => s.n(v[y]))];
  para(
    ctx,
    'Our carbon account, in t CO₂e. LB = location-based (shown for information), MB = market-based. ' +
      `Total = Scope 1 + Scope 2 (MB) + Scope 3. ${co.baseYear} is the base year.`,
    null,
    { align: 'left' }
  );
  carbonAccount(
    ctx,
    [
      {
        title: 'Own operations and energy',
        lines: [line('Scope 1', tb.s1), line('Scope 2 (LB)', tb.s2l), line('Scope 2 (MB)', tb.s2m)]
      },
      { title: 'Value chain', lines: [line('Scope 3', tb.s3)] }
    ],
    years.map(String),
    ['Total emissions', ...years.map((y) => s.n(tb.total[y]))],
    'ghgTable'
  );
}

const carbonAccountFamily = {
  name: 'carbon_account',
  heldOut: false, // spent: blind set 26, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'a "carbon account" laid out like a balance sheet: two framed halves side by side ("Own operations and energy" ' +
    'with Scope 1, Scope 2 LB and MB; "Value chain" with Scope 3), base year and two years in each, a dark total bar under both',
  errors: ['wrong_unit', 'base_year_conflict', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => account(ctx, co, st, s));
  }
};

export const BLIND26_FAMILIES = [changeOnly, valueChain, footnoteLetters, longFormat, carbonAccountFamily];
