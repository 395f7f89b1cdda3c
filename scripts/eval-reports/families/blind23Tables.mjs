// Evaluation reports (held out, blind set 23, written blind): three table layouts — a German-style
// "Kennzahlen" table (dots between thousands, decimal commas, "t CO2-Äq.", a "Vorjahr" column) inside an
// English report; a "carbon neutral" page that takes retired offsets off the gross inventory and prints the
// net emissions beside it; and a landscape ESG KPI summary with eleven year columns, only some of them filled.
import { heading, para, table, newPage, LEFT } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { pctChange } from '../lib/model.mjs';
import { standardReport } from './common.mjs';

// ---- kennzahlen_table ----

const de = style({ sep: '.', dec: ',' });
const signedDe = (v) => `${v < 0 ? '−' : '+'}${de.d(Math.abs(v), 1)}`;

function kennzahlenRows(co, st) {
  const l = co.latest;
  const p = l - 1;
  const tb = st.table;
  const unit = 't CO2-Äq.';
  const line = (label, v, change) => [label, unit, de.n(v[co.baseYear]), de.n(v[p]), de.n(v[l]), change];
  return [
    line('Scope-1-Emissionen (direkt)', tb.s1, signedDe(st.yoy.pct)),
    line('Scope-2-Emissionen (standortbasiert)', tb.s2l, signedDe(pctChange(tb.s2l[p], tb.s2l[l]))),
    line('Scope-2-Emissionen (marktbasiert)', tb.s2m, signedDe(pctChange(co.s2m[p], tb.s2m[l]))),
    line('Scope-3-Emissionen', tb.s3, signedDe(pctChange(tb.s3[p], tb.s3[l]))),
    line('THG-Emissionen gesamt', tb.total, signedDe(pctChange(tb.total[p], tb.total[l]))),
    ['Umsatzerlöse', 'Mio. €', '–', '–', de.n(co.revenue), '–'],
    ['THG-Intensität Scope 1+2 (marktbasiert)', 't CO2-Äq./Mio. €', '–', '–', de.d(st.intensity.value, 1), '–'],
    ...st.shares.map((sh, i) => [
      ['Anteil erneuerbarer Strom am Energieverbrauch', 'Anteil Erdgas', 'Anteil sonstige Brennstoffe'][i],
      '%',
      '–',
      '–',
      de.d(sh.pct, 1),
      '–'
    ])
  ];
}

function kennzahlenTable(ctx, co, st) {
  const l = co.latest;
  para(
    ctx,
    'The key figures below are reproduced from the German-language annual report of our parent company, ' +
      'in its original form and number style (a full stop separates thousands, a comma marks decimals).',
    null,
    { align: 'left' }
  );
  ctx.doc.font('bold').fontSize(10.5).text('Kennzahlen Klima und Energie', LEFT).moveDown(0.3);
  grid(ctx, {
    header: [['Kennzahl', 'Einheit', `Basisjahr ${co.baseYear}`, `Vorjahr ${l - 1}`, String(l), 'Veränderung in %']],
    rows: kennzahlenRows(co, st),
    widths: [0.3, 0.15, 0.13, 0.13, 0.13, 0.16],
    size: 8,
    key: 'ghgTable'
  });
  ctx.where.yoy = [...new Set([...(ctx.where.yoy ?? []), ctx.page])];
  ctx.where.intensity = [...new Set([...(ctx.where.intensity ?? []), ctx.page])];
  ctx.where.shares = [...new Set([...(ctx.where.shares ?? []), ctx.page])];
  para(
    ctx,
    `Veränderung: ${l} gegenüber Vorjahr. THG-Emissionen gesamt = Scope 1 + Scope 2 (marktbasiert) + Scope 3. ` +
      '(Change: ' +
      `${l} against the prior year. Total GHG emissions = Scope 1 + Scope 2 market-based + Scope 3.)`,
    null,
    { align: 'left' }
  );
}

const kennzahlen = {
  name: 'kennzahlen_table',
  heldOut: false, // spent: blind set 23, scored once (2026-11-29 13:27 UTC, 12/15), now tuned on
  about:
    'an English report quoting its parent\'s German "Kennzahlen Klima und Energie" table: German labels, ' +
    '"t CO2-Äq.", dots between thousands and decimal commas, "Basisjahr", "Vorjahr" and "Veränderung in %" columns',
  errors: ['wrong_unit', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => kennzahlenTable(ctx, co, st));
  }
};

// ---- carbon_neutral_offsets ----

const PROJECTS = [
  ['Improved cookstoves, Kenya', 'Gold Standard', 0.3],
  ['Landfill gas capture, Brazil', 'Verra VCS', 0.25],
  ['Afforestation, Uruguay', 'Verra VCS', 0.45]
];

function plainInventory(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const rows = [['t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)]];
  for (const [label, v] of inventoryRows(co, st)) rows.push([label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable', caption: 'Gross GHG inventory' });
}

function neutralPage(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  heading(ctx, `Carbon neutral operations in ${l}`);
  const credits = (y) => tb.s1[y] + tb.s2m[y];
  para(
    ctx,
    `Since ${l - 1} we have offset all of our Scope 1 and market-based Scope 2 emissions by retiring verified ` +
      'carbon credits. Offsetting comes after reduction: credits are not deducted from the inventory and do not ' +
      'count towards our reduction targets. Gross figures are the inventory as reported.'
  );
  const rows = [['t CO₂e', `Gross ${l - 1}`, `Net after offsets ${l - 1}`, `Gross ${l}`, `Net after offsets ${l}`]];
  const net = (v, y, off) => s.n(v[y] - off);
  rows.push(['Scope 1', s.n(tb.s1[l - 1]), '–', s.n(tb.s1[l]), '–']);
  rows.push(['Scope 2 (market-based)', s.n(tb.s2m[l - 1]), '–', s.n(tb.s2m[l]), '–']);
  rows.push(['Scope 1 and 2', s.n(credits(l - 1)), '0', s.n(credits(l)), '0']);
  rows.push(['Scope 3', s.n(tb.s3[l - 1]), s.n(tb.s3[l - 1]), s.n(tb.s3[l]), s.n(tb.s3[l])]);
  rows.push([
    'Total emissions',
    s.n(tb.total[l - 1]),
    net(tb.total, l - 1, credits(l - 1)),
    s.n(tb.total[l]),
    net(tb.total, l, credits(l))
  ]);
  rows.push(['Memo: Scope 2 (location-based)', s.n(tb.s2l[l - 1]), '', s.n(tb.s2l[l]), '']);
  table(ctx, rows, { widths: [0.28, 0.18, 0.18, 0.18, 0.18], key: 'ghgTable', caption: 'Gross and net emissions' });
  heading(ctx, `Carbon credits retired for ${l}`, 12);
  const total = credits(l);
  const parts = PROJECTS.map(([, , f]) => Math.round((total * f) / 10) * 10);
  parts[2] = total - parts[0] - parts[1];
  const credRows = [['Project', 'Standard', 'Credits retired (t CO₂e)']];
  PROJECTS.forEach(([name, std], i) => credRows.push([name, std, s.n(parts[i])]));
  credRows.push(['Total credits retired', '', s.n(total)]);
  table(ctx, credRows, { widths: [0.5, 0.22, 0.28] });
  para(
    ctx,
    'All credits were retired in public registries in our name within twelve months of the reporting year. ' +
      'Net emissions after offsets = gross emissions − credits retired.'
  );
}

const carbonNeutral = {
  name: 'carbon_neutral_offsets',
  heldOut: false, // spent: blind set 23, scored once (2026-11-29 13:27 UTC, 12/15), now tuned on
  about:
    'a gross inventory table and a "carbon neutral operations" page: gross and "net after offsets" columns for ' +
    'two years (Scope 1 and 2 netted to 0), a table of retired carbon credits by project and standard',
  errors: ['total_not_sum', 'gwp_ar4', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      plainInventory(ctx, co, st, s);
      newPage(ctx);
      neutralPage(ctx, co, st, s);
    });
  }
};

// ---- ten_year_landscape ----

function tenYearPage(ctx, co, st, s) {
  ctx.doc.addPage({ size: 'A4', layout: 'landscape', margin: LEFT });
  const width = ctx.doc.page.width - 2 * LEFT;
  const years = Array.from({ length: 11 }, (_, i) => co.latest - 10 + i);
  const has = (y) => y === co.baseYear || co.years.includes(y);
  const cell = (v, y) => (has(y) && v[y] != null ? s.n(v[y]) : '');
  ctx.doc.font('bold').fontSize(13).text('ESG KPI summary', LEFT, ctx.doc.y, { width });
  ctx.doc.moveDown(0.3);
  const tb = st.table;
  const rows = inventoryRows(co, st).map(([label, v]) => [label, 't CO₂e', ...years.map((y) => cell(v, y))]);
  const only = (text) => years.map((y) => (y === co.latest ? text : ''));
  rows.push([{ text: 'Energy', bold: true }, '', ...years.map(() => '')]);
  const names = ['Renewable electricity', 'Natural gas', 'Other fuels'];
  st.shares.forEach((sh, i) => rows.push([names[i], '% of energy', ...only(String(sh.pct))]));
  rows.push([{ text: 'Economic', bold: true }, '', ...years.map(() => '')]);
  rows.push(['Revenue', 'EUR million', ...only(s.n(co.revenue))]);
  rows.push(['Scope 1+2 intensity', 't CO₂e/EUR m', ...only(s.d(st.intensity.value, 1))]);
  const head = ['Indicator', 'Unit', ...years.map((y) => (y === co.baseYear ? `${y} BY` : String(y)))];
  grid(ctx, {
    header: [head],
    rows,
    widths: [0.2, 0.085, ...years.map(() => 0.065)],
    width,
    size: 7.5,
    key: 'ghgTable'
  });
  for (const k of ['shares', 'intensity']) ctx.where[k] = [...new Set([...(ctx.where[k] ?? []), ctx.page])];
  ctx.doc
    .font('body')
    .fontSize(7.5)
    .text(
      `BY = base year. Blank cells: not reported for that year (the group reported its full inventory for ` +
        `${co.baseYear} and from ${co.years[0]} onwards). Total = Scope 1 + Scope 2 market-based + Scope 3; ` +
        `energy, revenue and intensity for ${co.latest} only. Scope 1 in the base year: ${s.n(tb.s1[co.baseYear])} t.`,
      LEFT,
      ctx.doc.y,
      { width }
    );
}

const tenYear = {
  name: 'ten_year_landscape',
  heldOut: false, // spent: blind set 23, scored once (2026-11-29 13:27 UTC, 12/15), now tuned on
  about:
    'a landscape "ESG KPI summary" with eleven year columns of which only the base year ("BY") and the last ' +
    'three are filled, blank cells elsewhere, a unit column and section rows for energy and economics',
  errors: ['base_year_conflict', 'shares_over_100', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      para(ctx, 'The ten-year summary on the next page gives every year the group has reported in full.');
      tenYearPage(ctx, co, st, s);
    });
  }
};

export const BLIND23_TABLE_FAMILIES = [kennzahlen, carbonNeutral, tenYear];
