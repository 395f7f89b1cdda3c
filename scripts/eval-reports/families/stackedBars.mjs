// Evaluation reports (held out, written blind): the footprint as a stacked bar chart, one bar per year (the base
// year and three reporting years), Scope 1, market-based Scope 2 and Scope 3 as segments carrying their values as
// data labels and the year's total above each bar; the inventory table under the chart.
import { heading, para, table } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { stackedBars } from '../lib/stacked.mjs';
import { standardReport, FILLER } from './common.mjs';

function bars(co, st, s) {
  const tb = st.table;
  return [co.baseYear, ...co.years].map((y) => ({
    label: y === co.baseYear ? `${y}\n(base year)` : String(y),
    heights: [co.s1[y], co.s2m[y], co.s3[y]],
    labels: [s.n(y === co.latest ? st.kpi.s1 : tb.s1[y]), s.n(tb.s2m[y]), s.n(tb.s3[y])],
    total: s.n(tb.total[y])
  }));
}

const stacked = {
  name: 'stacked_scope_bars',
  heldOut: false, // spent: scored once (2026-11-29 07:47 UTC), now tuned on
  about:
    'a stacked bar per year (base year and three years) whose Scope 1, Scope 2 (market-based) and Scope 3 ' +
    'segments carry their tonnes as data labels, the total above each bar; the inventory table under it',
  errors: ['total_not_sum', 'restated_value', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      stackedBars(ctx, {
        caption: `Our greenhouse gas footprint, ${co.baseYear}–${co.latest}`,
        unit: 't CO₂e; Scope 2 market-based; the figure above each bar is the year’s total',
        bars: bars(co, st, s),
        names: ['Scope 1', 'Scope 2 (market-based)', 'Scope 3'],
        key: 'kpi'
      });
      const years = [co.baseYear, ...co.years];
      const head = ['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))];
      const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
      table(ctx, [head, ...rows], { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable', size: 8.5 });
      heading(ctx, 'Where our emissions come from', 12);
      para(ctx, FILLER[2]);
    });
  }
};

export const STACKED_BARS_FAMILIES = [stacked];
