// Evaluation reports (held out, blind set 34, written blind): two statement-style layouts — an annual
// report's non-financial statement whose climate rows mix million tonnes with three decimals and thousand
// tonnes, and a SASB-style metric table by topic (topic, metric, category, unit of measure, code, two years).
import { para, table, mark } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { smallNote } from '../lib/blind34Draw.mjs';
import { standardReport } from './common.mjs';

// ---- nfs_mt_thousands ----

function nfsInventory(ctx, co, st, s) {
  const tb = st.table;
  const l = co.latest;
  const years = [l, l - 1, co.baseYear];
  const mt = (v) => s.d(v / 1e6, 3);
  const kt = (v) => s.n(v / 1000);
  const lines = [
    ['Scope 1 emissions', 'Mt CO₂e', tb.s1, mt],
    ['Scope 2 emissions (location-based)', 'thousand t CO₂e', tb.s2l, kt],
    ['Scope 2 emissions (market-based)', 'thousand t CO₂e', tb.s2m, kt],
    ['Scope 3 emissions', 'Mt CO₂e', tb.s3, mt],
    ['Total GHG emissions', 'Mt CO₂e', tb.total, mt]
  ];
  const rows = [['Climate', 'Unit', String(l), String(l - 1), `${co.baseYear} (base year)`]];
  for (const [label, unit, v, f] of lines) rows.push([label, unit, ...years.map((y) => f(v[y]))]);
  rows.push(['Revenue', 'EUR million', s.n(co.revenue), '–', '–']);
  rows.push(['Scope 1 and 2 intensity (market-based)', 't CO₂e / EUR million', s.d(st.intensity.value, 1), '–', '–']);
  for (const x of st.shares) rows.push([`Energy consumed: ${x.label}`, '%', String(x.pct), '–', '–']);
  mark(ctx, 'intensity');
  mark(ctx, 'shares');
  table(ctx, rows, {
    widths: [0.34, 0.2, 0.13, 0.13, 0.2],
    key: 'ghgTable',
    caption: 'Non-financial statement: environmental matters (climate)',
    size: 8.5
  });
  smallNote(ctx, [
    'Scope 1, Scope 3 and the total are given in million tonnes with three decimals; the Scope 2 rows in ' +
      'thousand tonnes. Total = Scope 1 + Scope 2 (market-based) + Scope 3. Energy shares: latest year only.'
  ]);
}

const nfsMtThousands = {
  name: 'nfs_mt_thousands',
  heldOut: true,
  company: { step: 1000, scale: 4 },
  about:
    'a larger company (four times the usual size, rounded to 1,000 t) whose annual report has a "Non-financial ' +
    'statement" climate table, newest year first and the base year last, with a unit column that changes by ' +
    'row: Scope 1, Scope 3 and the total in "Mt CO₂e" with three decimals ("0.412"), both Scope 2 rows in ' +
    '"thousand t CO₂e"; revenue, intensity and the energy shares as rows of the same table (latest year only)',
  errors: ['wrong_unit', 'intensity_mismatch', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => nfsInventory(ctx, co, st, s));
  }
};

// ---- sasb_topic_table ----

const T = 'Metric tonnes (t) CO₂e';
const Q = 'Quantitative';

function sasbInventory(ctx, co, st, s) {
  const tb = st.table;
  const l = co.latest;
  const p = l - 1;
  const two = (v) => [s.n(v[p]), s.n(v[l])];
  const rows = [['Topic', 'Metric', 'Category', 'Unit of measure', 'Code', String(p), String(l)]];
  rows.push(['Greenhouse gas emissions', 'Gross global Scope 1 emissions', Q, T, 'IM-110a.1', ...two(tb.s1)]);
  rows.push(['', 'Scope 2 emissions, location-based', Q, T, '—', ...two(tb.s2l)]);
  rows.push(['', 'Scope 2 emissions, market-based', Q, T, '—', ...two(tb.s2m)]);
  rows.push(['', 'Scope 3 emissions', Q, T, '—', ...two(tb.s3)]);
  rows.push(['', 'Total emissions (Scope 1, 2 market-based, 3)', Q, T, '—', ...two(tb.total)]);
  rows.push([
    '',
    'Discussion of strategy to manage Scope 1 emissions and reduction targets',
    'Discussion and Analysis',
    'n/a',
    'IM-110a.2',
    '',
    'See Targets'
  ]);
  for (const [i, x] of st.shares.entries())
    rows.push([
      i ? '' : 'Energy management',
      `Share of energy: ${x.label}`,
      Q,
      'Percentage (%)',
      '—',
      '–',
      String(x.pct)
    ]);
  rows.push(['Activity metrics', 'Revenue', Q, 'EUR million', '—', '–', s.n(co.revenue)]);
  rows.push([
    '',
    'Scope 1 and 2 (market-based) intensity',
    Q,
    't CO₂e per EUR million',
    '—',
    '–',
    s.d(st.intensity.value, 1)
  ]);
  mark(ctx, 'shares');
  mark(ctx, 'intensity');
  table(ctx, rows, {
    widths: [0.14, 0.27, 0.12, 0.14, 0.1, 0.115, 0.115],
    key: 'ghgTable',
    caption: 'SASB metrics',
    size: 7.5
  });
  smallNote(ctx, ['"—" in the code column marks a metric we add to the standard\'s own. "–": not reported.']);
  para(ctx, 'The table follows the structure of the SASB standard for our industry.');
}

const sasbTopicTable = {
  name: 'sasb_topic_table',
  heldOut: true,
  about:
    'a SASB-style metric table in the body: "Topic | Metric | Category | Unit of measure | Code | <prior> | ' +
    '<latest>", the topic printed once beside its first row, units spelt out ("Metric tonnes (t) CO₂e"), a ' +
    '"Discussion and Analysis" row with a cross-reference instead of a figure, energy shares, revenue and ' +
    'intensity as rows (latest year only); 7.5 pt with wrapped cells',
  errors: ['total_not_sum', 'restated_value', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => sasbInventory(ctx, co, st, s));
  }
};

export const BLIND34_STATEMENT_FAMILIES = [nfsMtThousands, sasbTopicTable];
