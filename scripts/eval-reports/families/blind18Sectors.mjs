// Evaluation reports (held out, blind set 18, written blind): three sector reports — a bank's climate report
// with its own operations' inventory beside financed emissions by sector and a data-quality score, an
// airline's with fuel, traffic and emissions per revenue tonne-kilometre, and a power utility's with its
// generation by source and the carbon intensity of each kWh it generates.
import { pctChange } from '../lib/model.mjs';
import { para } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { financedBySector, airlineTraffic, generationMix } from '../lib/sectorData.mjs';
import { standardReport } from './common.mjs';

const signed = (s, pct) => `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${s.d(Math.abs(pct), 1)} %`;

function ownOperations(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  grid(ctx, {
    caption: 'Own operations: greenhouse gas emissions (t CO₂e)',
    header: [['Scope', `${co.baseYear} (base year)`, ...co.years.map(String)]],
    rows,
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable'
  });
  para(
    ctx,
    'Own operations cover our branches, offices and data centres. Scope 3 here is the value chain of those ' +
      'operations (categories on the next page); lending and investment are shown separately below.',
    null,
    { align: 'left' }
  );
}

function financedTable(ctx, co, s) {
  const fin = financedBySector(co);
  const rows = fin.rows.map((r) => [r.sector, s.n(r.exposure), s.n(r.tonnes), s.d(r.score, 1)]);
  rows.push([
    { text: 'Total loan book covered', bold: true },
    s.n(fin.total.exposure),
    s.n(fin.total.tonnes),
    s.d(fin.total.score, 1)
  ]);
  grid(ctx, {
    caption: `Financed emissions by sector, ${co.latest} (PCAF Standard)`,
    header: [['Sector', 'Drawn exposure (EUR m)', 'Financed emissions (t CO₂e)', 'Data quality score (1–5)']],
    rows,
    widths: [0.37, 0.21, 0.23, 0.19],
    size: 8.5
  });
  para(
    ctx,
    'Financed emissions are Scope 3 category 15 (investments) attributed to us by our share of each ' +
      "borrower's enterprise value or property value. They are reported apart from the operational inventory " +
      'and are not in its Scope 3 or total. A score of 1 means audited borrower data, 5 an estimate from ' +
      'sector averages.',
    null,
    { align: 'left' }
  );
}

const bank = {
  name: 'bank_financed',
  heldOut: false, // spent: blind set 18, scored once (2026-11-29 11:12 UTC, 14/15, 1 false fail), now tuned on
  about:
    "a bank's climate report: its own operations' inventory (branches, offices, data centres; base year and three " +
    'years) and, beside it, financed emissions by sector with drawn exposure (EUR m) and a PCAF data-quality score ' +
    '(1–5) column, kept out of the inventory',
  company: { scale: 0.05 },
  errors: ['total_not_sum', 'wrong_unit', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      ownOperations(ctx, co, st, s);
      financedTable(ctx, co, s);
    });
  }
};

function airlineTables(ctx, co, st, s) {
  const tr = airlineTraffic(co);
  const [p, l] = [co.latest - 1, co.latest];
  const traffic = [
    ['Jet fuel consumed (tonnes)', ...co.years.map((y) => s.n(tr[y].fuel))],
    ['Revenue tonne-kilometres (million RTK)', ...co.years.map((y) => s.n(tr[y].rtk))],
    ['Scope 1 per RTK (g CO₂e/RTK)', ...co.years.map((y) => s.d(tr[y].gPerRtk, 1))],
    ['Revenue (EUR million)', '–', '–', s.n(co.revenue)],
    ['Scope 1+2 (MB) per revenue (t CO₂e/EUR m)', '–', '–', s.d(st.intensity.value, 1)]
  ];
  grid(ctx, {
    caption: 'Fleet operations and efficiency',
    header: [['Indicator', ...co.years.map(String)]],
    rows: traffic,
    widths: [0.46, 0.18, 0.18, 0.18],
    key: 'intensity'
  });
  const change = (label, v, pct) => [label, s.n(v[p]), s.n(v[l]), signed(s, pct ?? pctChange(v[p], v[l]))];
  const inv = inventoryRows(co, st);
  const rows = inv.map(([label, v], i) => change(label, v, i === 0 ? st.yoy.pct : undefined));
  grid(ctx, {
    caption: 'Greenhouse gas emissions (t CO₂e)',
    header: [['Scope', String(p), String(l), `Change ${l}/${p}`]],
    rows,
    widths: [0.4, 0.2, 0.2, 0.2],
    key: 'ghgTable'
  });
  ctx.where.yoy = [...new Set([...(ctx.where.yoy ?? []), ...ctx.where.ghgTable])];
  para(
    ctx,
    `Scope 1 is the jet fuel burnt by our aircraft and ground vehicles. In the ${co.baseYear} base year Scope 1 ` +
      `was ${s.t(st.table.s1[co.baseYear])}. Sustainable aviation fuel blended into our uplift is counted at ` +
      'its life-cycle factor.',
    null,
    { align: 'left' }
  );
}

const airline = {
  name: 'airline_rtk',
  heldOut: false, // spent: blind set 18, scored once (2026-11-29 11:12 UTC, 14/15, 1 false fail), now tuned on
  about:
    'an airline report: a fleet table (jet fuel in tonnes, revenue tonne-kilometres, g CO₂e per RTK, revenue and ' +
    'a revenue intensity in the latest year only) over a two-year GHG table with a signed "Change" column',
  errors: ['intensity_mismatch', 'yoy_contradicted', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => airlineTables(ctx, co, st, s));
  }
};

function utilityTables(ctx, co, st, s) {
  const gen = generationMix(co);
  const rows = gen.rows.map((r) => [r.source, s.n(r.gwh), `${r.share} %`]);
  rows.push([{ text: 'Total net generation', bold: true }, s.n(gen.total), '100 %']);
  grid(ctx, {
    caption: `Net electricity generation by source, ${co.latest}`,
    header: [['Source', 'GWh', 'Share of generation']],
    rows,
    widths: [0.5, 0.25, 0.25]
  });
  para(ctx, `Carbon intensity of generation (Scope 1 over net generation): ${s.n(gen.gPerKwh)} g CO₂e/kWh.`, null, {
    align: 'left'
  });
  const years = [co.baseYear, ...co.years];
  const inv = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  grid(ctx, {
    caption: 'Greenhouse gas inventory (t CO₂e)',
    header: [
      ['', { text: 'Base year', span: 1 }, { text: 'Reporting years', span: 3 }],
      ['', ...years.map(String)]
    ],
    rows: inv,
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable'
  });
  para(
    ctx,
    'Scope 2 is the grid electricity our plants and offices draw when they do not generate, and network ' +
      'losses on the lines we own. Scope 3 is mostly the use of gas sold to retail customers.',
    null,
    { align: 'left' }
  );
}

const utility = {
  name: 'utility_generation',
  heldOut: false, // spent: blind set 18, scored once (2026-11-29 11:12 UTC, 14/15, 1 false fail), now tuned on
  about:
    'a power utility: net generation by source (GWh and share, adding to 100 %) with g CO₂e per kWh generated, ' +
    'then an inventory whose two-row head puts "Base year" and a spanning "Reporting years" over the year columns',
  errors: ['yoy_contradicted', 'wrong_unit', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => utilityTables(ctx, co, st, s));
  }
};

export const BLIND18_SECTOR_FAMILIES = [bank, airline, utility];
