// Evaluation reports (held out, written blind): an emissions chapter in two columns of narrative, one short
// paragraph per scope opening with a bold lead-in ("Scope 2. Our market-based Scope 2 emissions were …"),
// figures in full tonnes in the prose; under it a compact table in thousands — "(in '000 tCO2e)" in the
// corner cell, one decimal, footnote letters "(a)" on the row labels and the notes in small type beneath.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, table, newPage, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const GAP = 18;
const COLUMN = (WIDTH - GAP) / 2;

/** The narrative's paragraphs: [lead-in, text, keys marked where it lands]. */
function paragraphs(co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const t = (v) => `${s.n(v)} tonnes`;
  const yoy = st.yoy.pct;
  return [
    [
      'Scope 1.',
      `Our direct emissions from fuels, the vehicle fleet and refrigerant losses were ${t(st.proseS1)} of CO₂e ` +
        `in ${l}, ${yoy <= 0 ? 'down' : 'up'} ${s.d(Math.abs(yoy), 1)} % on ${p}. Most of the fall came from ` +
        'replacing oil boilers at two sites.',
      ['proseS1', 'yoy']
    ],
    [
      'Scope 2.',
      `Our market-based Scope 2 emissions were ${t(tb.s2m[l])} (${p}: ${t(co.s2m[p])}). Measured ` +
        `location-based, with average grid factors, they were ${t(tb.s2l[l])} (${p}: ${t(tb.s2l[p])}).`,
      []
    ],
    [
      'Scope 3.',
      `Emissions in our value chain came to ${t(tb.s3[l])} (${p}: ${t(tb.s3[p])}), most of them from ` +
        'purchased goods and from the use of our products. The categories are listed on the next page.',
      []
    ],
    [
      'Total.',
      `Scope 1, market-based Scope 2 and Scope 3 together amounted to ${t(tb.total[l])} of CO₂e in ${l}, ` +
        `against ${t(tb.total[p])} in ${p}.`,
      []
    ],
    ['Outlook.', FILLER[1], []],
    ['Data quality.', 'Site data are checked monthly; estimates are replaced by metered data when available.', []]
  ];
}

function column(ctx, items, x, top) {
  const { doc } = ctx;
  doc.y = top;
  for (const [lead, text, keys] of items) {
    for (const key of keys) mark(ctx, key);
    doc
      .font('bold')
      .fontSize(9.5)
      .text(`${lead} `, x, doc.y, { width: COLUMN, continued: true })
      .font('body')
      .text(text, { width: COLUMN });
    doc.moveDown(0.6);
  }
  return doc.y;
}

function compactTable(ctx, co, st) {
  const tb = st.table;
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const k = (v) => fmtDec(v / 1000, 1);
  const row = (label, v) => [label, ...[b, p, l].map((y) => k(v[y]))];
  table(
    ctx,
    [
      ["(in '000 tCO2e)", `${b} (base year)`, String(p), String(l)],
      row('Scope 1 (a)', tb.s1),
      row('Scope 2 – market-based (b)', tb.s2m),
      row('Scope 2 – location-based', tb.s2l),
      row('Scope 3 (c)', tb.s3),
      row('Total Scope 1, 2 and 3 (d)', tb.total)
    ],
    { widths: [0.4, 0.2, 0.2, 0.2], key: 'ghgTable', caption: 'Table 1: Greenhouse gas emissions', size: 8.5 }
  );
  ctx.doc.moveUp(0.3);
  ctx.doc
    .font('body')
    .fontSize(7.5)
    .text(
      '(a) Including refrigerant losses. (b) Supplier-specific factors and residual mixes. (c) Relevant ' +
        'categories only, see "Scope 3 emissions by category". (d) Scope 1, market-based Scope 2 and Scope 3. ' +
        'Figures are rounded and may not add up exactly.',
      LEFT,
      undefined,
      { width: WIDTH }
    );
  ctx.doc.fontSize(10).moveDown(1);
}

const leadInColumns = {
  name: 'lead_in_columns',
  heldOut: false, // spent: scored once (2026-11-28 23:33 UTC), now tuned on
  about:
    'two columns of narrative, one paragraph per scope with a bold lead-in ("Scope 2. Our market-based …"), ' +
    'figures in full tonnes; a compact table "(in \'000 tCO2e)" with footnote letters (a)–(d) on its labels',
  errors: ['restated_value', 'yoy_contradicted', 'total_not_sum', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, `Our emissions in ${co.latest}`);
    const items = paragraphs(co, st, s);
    const top = ctx.doc.y;
    const left = column(ctx, items.slice(0, 3), LEFT, top);
    const right = column(ctx, items.slice(3), LEFT + COLUMN + GAP, top);
    ctx.doc.x = LEFT;
    ctx.doc.y = Math.max(left, right) + 6;
    compactTable(ctx, co, st);
    para(ctx, FILLER[2]);
    newPage(ctx);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const LEAD_IN_COLUMNS_FAMILIES = [leadInColumns];
