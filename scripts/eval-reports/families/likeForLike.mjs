// Evaluation reports (held out, written blind): an "absolute vs like-for-like" pair of GHG tables — the
// reported perimeter over the base year and three years, then the same rows restated for a constant
// perimeter (sites bought and sold in the period left out) for the last two years with their change — and
// a short highlights box on page 1.
import { heading, para, newPage, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { pctChange } from '../lib/model.mjs';
import { FILLER } from './common.mjs';

/** Share of each series inside the constant perimeter in the prior year (4 points less in the latest year). */
const KEEP = { s1: 0.86, s2l: 0.88, s2m: 0.88, s3: 0.95 };
const round10 = (x) => Math.round(x / 10) * 10;

function highlights(ctx, co, st, s) {
  const { doc } = ctx;
  const top = doc.y + 4;
  const lines = [
    `Scope 1 emissions: ${s.t(st.kpi.s1)}`,
    `Scope 2 emissions (market-based): ${s.t(st.kpi.s2m)}`,
    `Scope 3 emissions: ${s.t(st.kpi.s3)}`
  ];
  mark(ctx, 'kpi');
  doc.font('body').fontSize(9.5);
  const h = 30 + lines.length * 15;
  doc.rect(LEFT, top, WIDTH, h).lineWidth(0.8).stroke('#2f6b4f');
  doc
    .font('bold')
    .fontSize(10)
    .text(`Highlights ${co.latest} (reported perimeter)`, LEFT + 12, top + 9);
  lines.forEach((t, i) =>
    doc
      .font('body')
      .fontSize(9.5)
      .text(`– ${t}`, LEFT + 12, top + 26 + i * 15)
  );
  doc.x = LEFT;
  doc.y = top + h + 12;
}

function absoluteTable(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const tb = st.table;
  const rows = [
    ['Scope 1', tb.s1],
    ['Scope 2 (location-based)', tb.s2l],
    ['Scope 2 (market-based)', tb.s2m],
    ['Scope 3', tb.s3],
    [{ text: 'Total emissions', bold: true }, tb.total]
  ].map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  grid(ctx, {
    caption: 'Table 1 – Absolute emissions, reported perimeter (t CO₂e)',
    header: [['', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))]],
    rows,
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable'
  });
}

function likeForLikeTable(ctx, co, s) {
  const [prev, l] = [co.latest - 1, co.latest];
  const lfl = (k, y) => round10(co[k][y] * (KEEP[k] - (y === l ? 0.04 : 0)));
  const series = [
    ['Scope 1', 's1'],
    ['Scope 2 (location-based)', 's2l'],
    ['Scope 2 (market-based)', 's2m'],
    ['Scope 3', 's3']
  ];
  const rows = series.map(([label, k]) => [
    label,
    s.n(lfl(k, prev)),
    s.n(lfl(k, l)),
    s.d(pctChange(lfl(k, prev), lfl(k, l)), 1)
  ]);
  const tot = (y) => lfl('s1', y) + lfl('s2m', y) + lfl('s3', y);
  rows.push([
    { text: 'Total emissions', bold: true },
    s.n(tot(prev)),
    s.n(tot(l)),
    s.d(pctChange(tot(prev), tot(l)), 1)
  ]);
  grid(ctx, {
    caption: 'Table 2 – Like-for-like emissions, constant perimeter (t CO₂e)',
    header: [['', `${prev} like-for-like`, `${l} like-for-like`, 'Change (%)']],
    rows,
    widths: [0.4, 0.2, 0.2, 0.2]
  });
}

function inventory(ctx, co, st, s) {
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  absoluteTable(ctx, co, st, s);
  para(
    ctx,
    `During ${co.latest - 1} and ${co.latest} we acquired a packaging plant and sold two distribution centres. ` +
      'Table 2 restates both years on the perimeter we held throughout, so that the change reflects our own ' +
      'reduction measures rather than changes in the group. Like-for-like figures are not used for our targets.'
  );
  likeForLikeTable(ctx, co, s);
}

const likeForLike = {
  name: 'like_for_like_pair',
  heldOut: false, // spent: scored once (2026-11-29 08:09 UTC), now tuned on
  about:
    'an "absolute vs like-for-like" pair of GHG tables (reported perimeter over four years, then the same rows ' +
    'on a constant perimeter for two years with a change column) and a highlights box',
  errors: ['restated_value', 'progress_contradicted', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    highlights(ctx, co, st, s);
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    inventory(ctx, co, st, s);
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

export const LIKE_FOR_LIKE_FAMILIES = [likeForLike];
