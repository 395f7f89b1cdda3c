// Evaluation reports (held out, written blind): emissions by business segment — a table with a two-level
// head (a merged "Emissions (tonnes CO₂e)" over "Scope 1 | Scope 2 (LB) | Scope 2 (MB) | Scope 3 | Total"),
// the segments as rows under a bold row naming the year, each year closed by a "Group total" row that the
// segments sum to; the base year as a group row only. Scope 3 categories with their share of Scope 3.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const SEGMENTS = ['Industrial Solutions', 'Consumer Products', 'Logistics Services', 'Corporate and other'];
/** Each series' split over the segments (the last segment takes the remainder). */
const SPLIT = { s1: [0.48, 0.27, 0.19], s2l: [0.41, 0.33, 0.14], s2m: [0.44, 0.31, 0.12], s3: [0.57, 0.29, 0.1] };

/** The segments' values of one series in one year, rounded to 10 t, summing exactly to the group value. */
function split(value, shares) {
  const parts = shares.map((f) => Math.round((value * f) / 10) * 10);
  return [...parts, value - parts.reduce((a, b) => a + b, 0)];
}

function yearBlock(co, st, s, y, label) {
  const tb = st.table;
  const parts = Object.fromEntries(Object.keys(SPLIT).map((k) => [k, split(co[k][y], SPLIT[k])]));
  const rows = [[{ text: label, bold: true }, '', '', '', '', '']];
  SEGMENTS.forEach((name, i) => {
    const v = (k) => parts[k][i];
    const total = v('s1') + v('s2m') + v('s3');
    rows.push([{ text: name, indent: 10 }, ...['s1', 's2l', 's2m', 's3'].map((k) => s.n(v(k))), s.n(total)]);
  });
  rows.push([{ text: 'Group total', bold: true }, ...[tb.s1, tb.s2l, tb.s2m, tb.s3, tb.total].map((v) => s.n(v[y]))]);
  return rows;
}

function segmentTable(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  const tb = st.table;
  heading(ctx, 'Emissions by business segment');
  para(
    ctx,
    'Each segment reports the emissions of the sites and activities it controls. Corporate and other covers ' +
      'head offices, shared service centres and the vehicle fleet of group functions. Scope 2 is shown ' +
      'location-based (LB) and market-based (MB); the total adds Scope 1, Scope 2 (MB) and Scope 3.'
  );
  const base = [
    [{ text: `${co.baseYear} (base year)`, bold: true }, '', '', '', '', ''],
    [{ text: 'Group total', bold: true }, ...[tb.s1, tb.s2l, tb.s2m, tb.s3, tb.total].map((v) => s.n(v[co.baseYear]))]
  ];
  grid(ctx, {
    caption: 'Greenhouse gas emissions by segment',
    header: [
      ['', { text: 'Emissions (tonnes CO₂e)', span: 5 }],
      ['Segment', 'Scope 1', 'Scope 2 (LB)', 'Scope 2 (MB)', 'Scope 3', 'Total']
    ],
    rows: [...yearBlock(co, st, s, l, String(l)), ...yearBlock(co, st, s, p, String(p)), ...base],
    widths: [0.25, 0.13, 0.15, 0.15, 0.16, 0.16],
    size: 8.5,
    key: 'ghgTable'
  });
}

function categoryShares(ctx, co, st, s) {
  heading(ctx, 'Scope 3 by category');
  para(
    ctx,
    `Scope 3 is reported for the group only. The categories below are those we found relevant after screening ` +
      `all fifteen; their emissions in ${co.latest} and each one's share of Scope 3:`
  );
  const rows = st.categories.map((c) => [
    `Category ${c.n} – ${c.label}`,
    s.n(c.value),
    fmtDec((c.value / st.s3Total) * 100, 1)
  ]);
  rows.push([{ text: 'Scope 3, total', bold: true }, s.n(st.s3Total), '100.0']);
  mark(ctx, 'categories');
  grid(ctx, {
    header: [['Category', 'tonnes CO₂e', '% of Scope 3']],
    rows,
    widths: [0.6, 0.2, 0.2],
    size: 8.5,
    key: 'categories'
  });
}

const segmentMatrix = {
  name: 'segment_matrix',
  heldOut: false, // spent: scored once (2026-11-29 00:04 UTC), now tuned on
  about:
    'emissions by business segment: a merged "Emissions (tonnes CO₂e)" head over Scope 1 | Scope 2 (LB) | ' +
    'Scope 2 (MB) | Scope 3 | Total, segments as rows under a bold year row, a "Group total" row per year, the ' +
    'base year as a group row only; Scope 3 categories with their share of Scope 3',
  errors: ['total_not_sum', 'scope3_categories_exceed', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    segmentTable(ctx, co, st, s);
    para(ctx, FILLER[1]);
    newPage(ctx);
    categoryShares(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const SEGMENT_MATRIX_FAMILIES = [segmentMatrix];
