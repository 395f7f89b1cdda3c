// Evaluation reports (held out, written blind): a multi-year performance table — the base year and the
// three reporting years — whose unit is given only in a note printed under it ("All values in thousand
// metric tonnes of CO₂ equivalent"), with the Scope 3 categories as indented rows under the Scope 3 row
// (latest year only, "–" before), and revenue and an intensity row, each naming its own unit, at the
// bottom of the same table. Intensity and categories appear nowhere else.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, newPage, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const kt = (v) => fmtDec(v / 1000, 2);

function performanceRows(co, st, s) {
  const years = [co.baseYear, ...co.years];
  const tb = st.table;
  const l = co.latest;
  const series = (label, v) => [label, ...years.map((y) => kt(v[y]))];
  const latestOnly = (label, value, indent = 0) => [
    { text: label, indent },
    ...years.map((y) => (y === l ? value : '–'))
  ];
  return [
    series('Scope 1 – direct emissions', tb.s1),
    series('Scope 2 – indirect, location-based', tb.s2l),
    series('Scope 2 – indirect, market-based', tb.s2m),
    series('Scope 3 – other indirect emissions', tb.s3),
    ...st.categories.map((c) => latestOnly(`Cat. ${c.n} ${c.label}`, kt(c.value), 12)),
    series('Total (Scope 1, 2 market-based and 3)', tb.total),
    latestOnly('Net revenue (EUR million)', s.n(co.revenue)),
    latestOnly(
      'GHG intensity, Scope 1 and 2 market-based (t CO₂e per EUR million of revenue)',
      s.d(st.intensity.value, 1)
    )
  ];
}

const unitNote = {
  name: 'unit_in_note',
  heldOut: false, // spent: scored once (2026-11-28 23:20 UTC), now tuned on
  about:
    'a base-year-plus-three-years table whose unit is only in a note under it (thousand metric tonnes), ' +
    'Scope 3 categories as indented rows inside it, revenue and an intensity row with their own units at its foot',
  errors: ['scope3_categories_exceed', 'intensity_mismatch', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style();
    const l = co.latest;
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Environmental performance');
    para(ctx, FILLER[1]);
    grid(ctx, {
      caption: 'Table 3: Greenhouse gas emissions, revenue and intensity',
      header: [['', `Base year ${co.baseYear}`, ...co.years.map(String)]],
      rows: performanceRows(co, st, s),
      widths: [0.44, 0.14, 0.14, 0.14, 0.14],
      size: 8.5,
      key: 'ghgTable'
    });
    mark(ctx, 'categories');
    mark(ctx, 'intensity');
    ctx.doc.moveUp(0.4);
    ctx.doc
      .font('body')
      .fontSize(7.5)
      .text(
        'All values in thousand metric tonnes of CO₂ equivalent unless the row names another unit. The Scope 3 ' +
          `categories are reported from ${l} on; "–" means not reported. Categories not listed are not relevant.`,
        LEFT,
        undefined,
        { width: WIDTH }
      );
    ctx.doc.fontSize(10).moveDown(1);
    para(
      ctx,
      'We screened all fifteen Scope 3 categories of the GHG Protocol; the relevant ones are broken down in ' +
        'Table 3. Intensity relates Scope 1 and market-based Scope 2 emissions to net revenue.'
    );
    newPage(ctx);
    targets(ctx, co, st, s);
    heading(ctx, 'Energy');
    const [a, b, c] = st.shares;
    para(
      ctx,
      `In ${l}, ${a.label} covered ${a.pct}% of the energy we consumed, ${b.label} ${b.pct}% and ${c.label} ` +
        `the remaining ${c.pct}%.`,
      'shares'
    );
    para(ctx, FILLER[2]);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const UNIT_NOTE_FAMILIES = [unitNote];
