// Evaluation reports (held out, blind set 17, written blind): three statement layouts — a GHG statement laid
// out by the six ISO 14064-1 categories with a reconciliation to the GHG Protocol scopes; a cement producer's
// emissions table with gross and net Scope 1, a biomass memo line and CO₂ per tonne of cementitious product;
// and a Scope 1 and 2 calculation sheet (activity data × emission factor per energy carrier) before the inventory.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { table, para, heading, mark } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { standardReport } from './common.mjs';

const allYears = (co) => [co.baseYear, ...co.years];
const yearHead = (co, first) => [
  first,
  ...allYears(co).map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))
];
const r10 = (x) => Math.round(x / 10) * 10;

/** ISO 14064-1 categories 3 to 6 and the GHG Protocol Scope 3 categories each one gathers. */
const ISO_GROUPS = [
  ['Category 3: Indirect emissions from transportation', [4, 6, 7, 9]],
  ['Category 4: Indirect emissions from products used by the organisation', [1, 2, 3, 5]],
  ['Category 5: Indirect emissions associated with the use of products from the organisation', [11, 12]],
  ['Category 6: Indirect emissions from other sources', []]
];

function isoStatement(ctx, co, st, s) {
  const tb = st.table;
  const l = co.latest;
  heading(ctx, 'GHG statement in accordance with ISO 14064-1:2018', 12);
  const row = (label, v) => [label, ...allYears(co).map((y) => s.n(v[y]))];
  const rows = [
    yearHead(co, 'Emissions (t CO₂e)'),
    row('Category 1: Direct GHG emissions and removals', tb.s1),
    row('Category 2: Indirect GHG emissions from imported energy (location-based)', tb.s2l),
    row('Category 2: Indirect GHG emissions from imported energy (market-based)', tb.s2m),
    row('Categories 3 to 6: Other indirect GHG emissions', tb.s3),
    row('Total GHG emissions (Categories 1, 2 market-based, 3 to 6)', tb.total)
  ];
  table(ctx, rows, { widths: [0.4, 0.15, 0.15, 0.15, 0.15], key: 'ghgTable', size: 8 });
  const groups = ISO_GROUPS.map(([label, ns]) => {
    const parts = st.categories.filter((c) => ns.includes(c.n));
    const v = parts.reduce((t, c) => t + c.value, 0);
    return [label, parts.length ? parts.map((c) => c.n).join(', ') : '–', parts.length ? s.n(v) : '–'];
  });
  const sum = st.categories.reduce((t, c) => t + c.value, 0);
  table(
    ctx,
    [
      ['ISO 14064-1 category', 'GHG Protocol Scope 3 categories', `${l} (t CO₂e)`],
      ...groups,
      ['Total of categories 3 to 6', '', s.n(sum)]
    ],
    { widths: [0.55, 0.25, 0.2], key: 'categories', size: 8, caption: `Other indirect emissions by category, ${l}` }
  );
  const rec = [
    ['GHG Protocol scope', 'ISO 14064-1 category', `${l} (t CO₂e)`],
    ['Scope 1', 'Category 1', s.n(tb.s1[l])],
    ['Scope 2 (location-based)', 'Category 2', s.n(tb.s2l[l])],
    ['Scope 2 (market-based)', 'Category 2', s.n(tb.s2m[l])],
    ['Scope 3', 'Categories 3 to 6', s.n(tb.s3[l])],
    ['Total (Scope 1 + Scope 2 market-based + Scope 3)', 'Categories 1 to 6', s.n(tb.total[l])]
  ];
  table(ctx, rec, {
    widths: [0.5, 0.3, 0.2],
    key: 'ghgTable',
    size: 8,
    caption: 'Reconciliation to GHG Protocol scopes'
  });
  mark(ctx, 'methodology');
  para(
    ctx,
    `Removals: none in the reporting period. Global warming potentials: IPCC ${st.gwp}, 100-year horizon. ` +
      'Significance threshold for indirect categories: 1 % of total emissions.',
    null,
    { align: 'left' }
  );
}

const iso14064 = {
  name: 'iso14064_categories',
  heldOut: false, // spent: blind set 17, scored once (2026-11-29 10:31 UTC, 11/15), now tuned on
  about:
    'a GHG statement by ISO 14064-1 categories ("Category 1: Direct GHG emissions and removals", "Category 2: ' +
    'Indirect GHG emissions from imported energy" location- and market-based, "Categories 3 to 6"), base year and ' +
    'three years; categories 3–6 broken down with the GHG Protocol category numbers they gather; a reconciliation ' +
    'table to Scope 1, 2 and 3',
  errors: ['total_not_sum', 'scope3_categories_exceed', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => isoStatement(ctx, co, st, s));
  }
};

function cementTable(ctx, co, st, s) {
  const tb = st.table;
  const years = allYears(co);
  const prod = Object.fromEntries(years.map((y) => [y, Math.round(co.s1[y] / 0.62 / 1000) * 1000]));
  const alt = Object.fromEntries(years.map((y) => [y, r10(tb.s1[y] * 0.07)]));
  const bio = Object.fromEntries(years.map((y) => [y, r10(co.s1[y] * 0.05)]));
  const net = Object.fromEntries(years.map((y) => [y, tb.s1[y] - alt[y]]));
  const kg = (v) => Object.fromEntries(years.map((y) => [y, (v[y] / prod[y]) * 1000]));
  const [gk, nk] = [kg(tb.s1), kg(net)];
  const row = (label, unit, v, f = s.n) => [label, unit, ...years.map((y) => f(v[y]))];
  const rows = [
    ['Indicator', 'Unit', ...yearHead(co, '').slice(1)],
    row('Cementitious products produced', 't', prod),
    row('Gross Scope 1 (direct CO₂e, all fuels and calcination)', 't CO₂e', tb.s1),
    row('  of which alternative fossil fuels', 't CO₂e', alt),
    row('Net Scope 1 (gross less alternative fossil fuels)', 't CO₂e', net),
    row('Biomass CO₂ (memo item, not in Scope 1)', 't CO₂', bio),
    row('Scope 2 (location-based)', 't CO₂e', tb.s2l),
    row('Scope 2 (market-based)', 't CO₂e', tb.s2m),
    row('Scope 3', 't CO₂e', tb.s3),
    row('Total (gross Scope 1 + Scope 2 market-based + Scope 3)', 't CO₂e', tb.total),
    row('Specific gross CO₂ per tonne of cementitious product', 'kg CO₂e/t', gk, (v) => s.n(Math.round(v))),
    row('Specific net CO₂ per tonne of cementitious product', 'kg CO₂e/t', nk, (v) => s.n(Math.round(v)))
  ];
  heading(ctx, 'Cement operations: CO₂ and energy', 12);
  table(ctx, rows, { widths: [0.36, 0.12, 0.13, 0.13, 0.13, 0.13], key: 'ghgTable', size: 7.5 });
  para(
    ctx,
    `Gross and net CO₂ follow the GCCA sustainability guidelines for cement. Measured per unit of revenue, our ` +
      `Scope 1 and 2 (market-based) intensity was ${s.d(st.intensity.value, 1)} t CO₂e per EUR million in ` +
      `${co.latest}; per tonne of product, gross Scope 1 was ${s.n(Math.round(gk[co.latest]))} kg CO₂e.`,
    'intensity'
  );
}

const cement = {
  name: 'cement_gross_net',
  heldOut: false, // spent: blind set 17, scored once (2026-11-29 10:31 UTC, 11/15), now tuned on
  about:
    'a cement producer: one table with production in tonnes of cementitious product, gross Scope 1, "of which ' +
    'alternative fossil fuels", net Scope 1, a biomass CO₂ memo line outside Scope 1, both Scope 2s, Scope 3, the ' +
    'total and specific gross and net CO₂ in kg CO₂e per tonne; the revenue intensity in a sentence beside the ' +
    'physical one',
  errors: ['base_year_conflict', 'wrong_unit', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => cementTable(ctx, co, st, s));
  }
};

/** Splits `total` over fractions in steps of 10, the last part taking the remainder. */
function parts(total, fractions) {
  const out = fractions.map((f) => r10(total * f));
  out.push(total - out.reduce((t, x) => t + x, 0));
  return out;
}

function calcSheet(ctx, co, st, s) {
  const tb = st.table;
  const l = co.latest;
  const [gas, diesel, oil, refr] = parts(st.kpi.s1, [0.56, 0.24, 0.12]);
  const line = (label, v, unit, f, fu, digits) => [label, s.n(Math.round(v / f)), unit, fmtDec(f, digits), fu, s.n(v)];
  const mwh = Math.round(tb.s2l[l] / 0.352);
  const rows = [
    ['Source', 'Activity', 'Unit', 'Factor', 'Factor unit', 't CO₂e'],
    line('Natural gas (stationary combustion)', gas, 'MWh', 0.202, 't CO₂e/MWh', 3),
    line('Diesel (own vehicle fleet)', diesel, 'litres', 0.00266, 't CO₂e/litre', 5),
    line('Heating oil', oil, 'MWh', 0.268, 't CO₂e/MWh', 3),
    line('Refrigerant losses (R-410A)', refr, 'kg', 2.256, 't CO₂e/kg', 3),
    ['Total Scope 1', '', '', '', '', s.n(st.kpi.s1)],
    [
      'Purchased electricity, location-based',
      s.n(mwh),
      'MWh',
      fmtDec(tb.s2l[l] / mwh, 3),
      't CO₂e/MWh',
      s.n(tb.s2l[l])
    ],
    ['Purchased electricity, market-based', s.n(mwh), 'MWh', fmtDec(tb.s2m[l] / mwh, 3), 't CO₂e/MWh', s.n(tb.s2m[l])]
  ];
  heading(ctx, `Scope 1 and 2 calculation, ${l}`, 12);
  mark(ctx, 'kpi');
  table(ctx, rows, { widths: [0.33, 0.13, 0.09, 0.11, 0.18, 0.16], size: 7.5 });
  const change = (label, v, pct) => [
    label,
    ...allYears(co).map((y) => s.n(v[y])),
    `${pct > 0 ? '+' : ''}${fmtDec(pct ?? pctChange(v[l - 1], v[l]), 1)} %`
  ];
  const inv = inventoryRows(co, st).map(([label, v], i) => change(label, v, i === 0 ? st.yoy.pct : undefined));
  table(ctx, [[...yearHead(co, 't CO₂e'), `Change ${l}/${l - 1}`], ...inv], {
    widths: [0.28, 0.14, 0.14, 0.14, 0.14, 0.16],
    key: 'ghgTable',
    size: 8,
    caption: 'Greenhouse gas inventory'
  });
  mark(ctx, 'yoy');
}

const calc = {
  name: 'activity_factor_sheet',
  heldOut: false, // spent: blind set 17, scored once (2026-11-29 10:31 UTC, 11/15), now tuned on
  about:
    'a Scope 1 and 2 calculation sheet for the latest year: one row per energy carrier with activity data, its ' +
    'unit, the emission factor and its unit ("0.202 t CO₂e/MWh", "0.00266 t CO₂e/litre") and the tonnes, a ' +
    '"Total Scope 1" row, electricity location- and market-based; then the inventory with a signed change column',
  errors: ['yoy_contradicted', 'target_wrong_scope', 'restated_value'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => calcSheet(ctx, co, st, s));
  }
};

export const BLIND17_STATEMENT_FAMILIES = [iso14064, cement, calc];
