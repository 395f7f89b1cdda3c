// Evaluation reports (held out, written blind): emissions by site — one row per plant, warehouse or office
// with its type, Scope 1 and both Scope 2 figures for the latest year, the sites indented under bold country
// rows, a bold subtotal after each country and a group total row that matches the group inventory table.
import { heading, para, newPage } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

/** Countries and their sites; the weights share out each scope (offices burn little fuel). */
const SITES = [
  [
    'Germany',
    [
      ['Ludwigshafen plant', 'Plant', 0.24, 0.2],
      ['Kassel plant', 'Plant', 0.13, 0.12],
      ['Hamburg head office', 'Office', 0.01, 0.03]
    ]
  ],
  [
    'Poland',
    [
      ['Wrocław plant', 'Plant', 0.2, 0.22],
      ['Poznań warehouse', 'Warehouse', 0.03, 0.04]
    ]
  ],
  [
    'Spain',
    [
      ['Zaragoza plant', 'Plant', 0.17, 0.14],
      ['Valencia warehouse', 'Warehouse', 0.04, 0.05]
    ]
  ],
  [
    'Sweden',
    [
      ['Norrköping plant', 'Plant', 0.17, 0.15],
      ['Stockholm sales office', 'Office', 0.01, 0.05]
    ]
  ]
];

/** Shares `total` over the sites by weight, rounded to 10 t; the last site takes the rest so the sum is exact. */
function share(total, weights) {
  const out = weights.map((w) => Math.round((total * w) / 10) * 10);
  out[out.length - 1] = total - out.slice(0, -1).reduce((a, b) => a + b, 0);
  return out;
}

function siteTable(ctx, co, s) {
  const l = co.latest;
  const flat = SITES.flatMap(([, sites]) => sites);
  const s1 = share(
    co.s1[l],
    flat.map((x) => x[2])
  );
  const s2l = share(
    co.s2l[l],
    flat.map((x) => x[3])
  );
  const s2m = share(
    co.s2m[l],
    flat.map((x) => x[3])
  );
  const cells = (a, b, c) => [s.n(a), s.n(b), s.n(c), s.n(a + c)];
  const rows = [];
  let i = 0;
  for (const [country, sites] of SITES) {
    rows.push([{ text: country, bold: true }, '', '', '', '', '']);
    const from = i;
    for (const [site, type] of sites) {
      rows.push([{ text: site, indent: 10 }, type, ...cells(s1[i], s2l[i], s2m[i])]);
      i += 1;
    }
    const sum = (arr) => arr.slice(from, i).reduce((a, b) => a + b, 0);
    rows.push([{ text: `Total ${country}`, bold: true }, '', ...cells(sum(s1), sum(s2l), sum(s2m))]);
  }
  rows.push([{ text: 'Group total', bold: true }, '', ...cells(co.s1[l], co.s2l[l], co.s2m[l])]);
  grid(ctx, {
    caption: `Scope 1 and 2 emissions by site, ${l} (t CO₂e)`,
    header: [['Country / site', 'Type', 'Scope 1', 'Scope 2 (location)', 'Scope 2 (market)', 'Scope 1+2 (market)']],
    rows,
    widths: [0.3, 0.13, 0.13, 0.15, 0.14, 0.15],
    aligns: ['left', 'left', 'right', 'right', 'right', 'right'],
    size: 8.5
  });
}

function groupTable(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const rows = [
    ['Scope 1', st.table.s1],
    ['Scope 2 (location-based)', st.table.s2l],
    ['Scope 2 (market-based)', st.table.s2m],
    ['Scope 3', st.table.s3],
    [{ text: 'Total emissions', bold: true }, st.table.total]
  ].map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  grid(ctx, {
    caption: 'Group greenhouse gas inventory (t CO₂e)',
    header: [['', ...years.map((y) => (y === co.baseYear ? `Base year ${y}` : String(y)))]],
    rows,
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable'
  });
}

const siteTableFamily = {
  name: 'site_table',
  heldOut: false, // spent: scored once (2026-11-29 08:09 UTC), now tuned on
  about:
    'Scope 1 and 2 by site for the latest year (one row per plant, warehouse or office, indented under bold ' +
    'country rows, a subtotal per country and a group total), beside a group inventory table',
  errors: ['shares_over_100', 'gwp_ar4', 'base_year_conflict'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    groupTable(ctx, co, st, s);
    para(
      ctx,
      'Our nine sites report their fuel, refrigerant and electricity use every month. The table below breaks the ' +
        'group’s Scope 1 and Scope 2 emissions down by site; the plants account for most of them.'
    );
    siteTable(ctx, co, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const SITE_TABLE_FAMILIES = [siteTableFamily];
