// Evaluation reports (held out, written blind): a wide five-year style GHG table that does not fit the page
// width, printed as two halves stacked on one page — the base year and the two older reporting years above,
// the latest year with a year-on-year and a since-base-year change column below, each half with its own
// header and the row labels repeated.
import { para, mark } from '../lib/pdf.mjs';
import { stackedHalves } from '../lib/stackedHalves.mjs';
import { style } from '../lib/sections.mjs';
import { pctChange } from '../lib/model.mjs';
import { standardReport } from './common.mjs';

const signed = (s, v) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${s.d(Math.abs(v), 1)}`;

function draw(ctx, co, st, s) {
  const b = co.baseYear;
  const [y0, y1, l] = co.years;
  const tb = st.table;
  const s12 = (y) => co.s1[y] + co.s2m[y];
  const series = [
    ['Scope 1 – direct emissions', tb.s1, co.s1],
    ['Scope 2 – location-based', tb.s2l, co.s2l],
    ['Scope 2 – market-based', tb.s2m, co.s2m],
    ['Scope 1 and 2 (market-based)', { [b]: s12(b), [y0]: s12(y0), [y1]: s12(y1), [l]: s12(l) }, null],
    ['Scope 3 – value chain', tb.s3, co.s3],
    ['Total GHG emissions', tb.total, co.total]
  ];
  const col = (y, head) => ({ head, cells: series.map(([, v]) => s.n(v[y])) });
  const yoyCells = series.map(([, v, real], i) =>
    i === 0 ? signed(s, st.yoy.pct) : signed(s, pctChange((real ?? v)[y1], (real ?? v)[l]))
  );
  const baseCells = series.map(([, v, real], i) =>
    i === 3 ? signed(s, st.progress.pct) : signed(s, pctChange((real ?? v)[b], (real ?? v)[l]))
  );
  stackedHalves(ctx, {
    caption: 'Greenhouse gas emissions, multi-year overview (t CO₂e)',
    corner: 't CO₂e',
    labels: series.map(([label]) => label),
    bold: [3, 5],
    topCols: [col(b, `${b} (base year)`), col(y0, String(y0)), col(y1, String(y1))],
    bottomCols: [
      col(l, String(l)),
      { head: `Change ${l} vs ${y1} (%)`, cells: yoyCells },
      { head: `Change ${l} vs ${b} (%)`, cells: baseCells }
    ],
    key: 'ghgTable',
    note:
      'Total = Scope 1 + Scope 2 (market-based) + Scope 3. Changes are computed on unrounded data. ' +
      'The table is printed in two parts because of its width.'
  });
  mark(ctx, 'yoy');
  mark(ctx, 'progress');
  para(
    ctx,
    `Location-based Scope 2 uses average grid factors of the countries where we operate; market-based Scope 2 ` +
      `reflects our renewable electricity contracts.`
  );
}

const stackedHalvesFamily = {
  name: 'stacked_halves',
  heldOut: false, // spent: scored once (2026-11-29 08:09 UTC), now tuned on
  about:
    'a wide multi-year GHG table printed as two halves stacked on one page (base year and older years above, ' +
    'the latest year and two change columns below), each half with its own header',
  errors: ['total_not_sum', 'wrong_unit', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => draw(ctx, co, st, s));
  }
};

export const STACKED_HALVES_FAMILIES = [stackedHalvesFamily];
