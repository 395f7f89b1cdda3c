// Evaluation reports (held out, written blind): emissions by country — a long table running over two pages with
// its header rows repeated, countries indented under bold region rows, a "Total <region>" subtotal after each
// region and the "Group total" at the very end (Scope 1 and both Scope 2 methods, two years each, and the number
// of sites); then a group summary table with Scope 3 and the total, which are not split by country.
import { fmtInt } from '../lib/model.mjs';
import { heading, para, newPage } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { longTable } from '../lib/ledger.mjs';
import {
  style,
  intro,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);

const REGIONS = [
  ['Europe', ['United Kingdom', 'Germany', 'France', 'Netherlands', 'Spain', 'Italy', 'Poland', 'Sweden', 'Belgium']],
  ['North America', ['United States', 'Canada', 'Mexico']],
  ['Latin America', ['Brazil', 'Chile', 'Colombia', 'Argentina']],
  ['Asia-Pacific', ['China', 'India', 'Japan', 'Australia', 'Thailand', 'Vietnam', 'Indonesia', 'Malaysia']],
  ['Middle East and Africa', ['South Africa', 'United Arab Emirates', 'Morocco', 'Egypt', 'Türkiye']]
];
const COUNTRIES = REGIONS.flatMap(([, list]) => list);

/** A weight per country, fixed for a company (its name and base-year Scope 1 pick them). */
function weights(co) {
  const seed = [...co.name].reduce((s, ch) => (s * 31 + ch.charCodeAt(0)) % 100_003, co.s1[co.baseYear] % 997);
  return COUNTRIES.map((_, i) => 1 + ((seed * (i + 3) * 7919) % 211) / 25);
}

/** Splits `total` (a multiple of 10) over the weights in steps of 10, the parts adding up to it exactly. */
function split(total, w) {
  const units = total / 10;
  const sum = w.reduce((s, v) => s + v, 0);
  const raw = w.map((v) => (v / sum) * units);
  const parts = raw.map(Math.floor);
  const left = units - parts.reduce((s, v) => s + v, 0);
  const order = raw.map((v, i) => [v - Math.floor(v), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order.slice(0, left)) parts[i] += 1;
  return parts.map((p) => p * 10);
}

function countryRows(co) {
  const w = weights(co);
  const years = [co.latest - 1, co.latest];
  const cols = ['s1', 's2l', 's2m'].flatMap((k) => years.map((y) => split(co[k][y], w)));
  const sites = w.map((v) => 1 + Math.round(v * 1.7));
  const rows = [];
  let i = 0;
  const sum = (a, b) => cols.map((c) => c.slice(a, b).reduce((s, v) => s + v, 0));
  for (const [region, list] of REGIONS) {
    rows.push([{ text: region, bold: true }, '', '', '', '', '', '', '']);
    const start = i;
    for (const country of list) {
      rows.push([{ text: country, indent: 10 }, String(sites[i]), ...cols.map((c) => n(c[i]))]);
      i += 1;
    }
    const siteSum = sites.slice(start, i).reduce((s, v) => s + v, 0);
    rows.push([{ text: `Total ${region}`, bold: true }, String(siteSum), ...sum(start, i).map(n)]);
  }
  const allSites = sites.reduce((s, v) => s + v, 0);
  rows.push([{ text: 'Group total', bold: true }, String(allSites), ...sum(0, i).map(n)]);
  return rows;
}

function ledger(ctx, co) {
  const y0 = String(co.latest - 1);
  const y1 = String(co.latest);
  heading(ctx, 'Emissions by country');
  para(
    ctx,
    'The table lists every country where we operate sites under operational control, grouped by region, with ' +
      'the number of sites at year end. Scope 3 and total emissions are managed at group level and are given in ' +
      'the group summary after the table. All figures in t CO₂e.'
  );
  longTable(ctx, {
    caption: `Scope 1 and 2 emissions by country, ${y0} and ${y1} (t CO₂e)`,
    header: [
      [
        '',
        '',
        { text: 'Scope 1', span: 2 },
        { text: 'Scope 2 location-based', span: 2 },
        { text: 'Scope 2 market-based', span: 2 }
      ],
      ['Country', `Sites ${y1}`, y0, y1, y0, y1, y0, y1]
    ],
    rows: countryRows(co),
    widths: [0.25, 0.09, 0.11, 0.11, 0.11, 0.11, 0.11, 0.11],
    size: 8,
    key: 'ghgTable'
  });
}

function summary(ctx, co, st) {
  const ys = [co.baseYear, co.latest - 1, co.latest];
  heading(ctx, 'Group summary', 12);
  grid(ctx, {
    header: [['t CO₂e', `${co.baseYear} (base year)`, ...ys.slice(1).map(String)]],
    rows: inventoryRows(co, st).map(([label, series]) => [label, ...ys.map((y) => n(series[y]))]),
    widths: [0.4, 0.2, 0.2, 0.2],
    key: 'ghgTable'
  });
  para(ctx, 'Group totals of Scope 1 and both Scope 2 methods equal the "Group total" row of the country table.');
}

const countryLedger = {
  name: 'country_ledger',
  heldOut: false, // spent: scored once (2026-11-29 05:47 UTC), now tuned on
  about:
    'emissions by country: a long table over two pages with its header repeated, countries under bold region ' +
    'rows, regional subtotals and a group total at the end (Scope 1 and both Scope 2s, two years, sites); a ' +
    'group summary with Scope 3 and the total',
  errors: ['total_not_sum', 'scope3_categories_exceed', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    ledger(ctx, co);
    summary(ctx, co, st);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const COUNTRY_LEDGER_FAMILIES = [countryLedger];
