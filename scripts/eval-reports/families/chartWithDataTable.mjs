// Evaluation reports (held out, written blind): emissions as a spreadsheet chart — grouped bars per year
// (Scope 1, both Scope 2s, Scope 3) with an axis in thousand tonnes and no data labels, and the chart's data
// table under it in full tonnes: legend keys in the first column, the base year and three years as columns,
// the total as an uncharted row; a highlights line on page 1 and the energy mix as a split bar.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, mark } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { chartDataTable } from '../lib/chartDataTable.mjs';
import { shareBar } from '../lib/chart.mjs';
import { standardReport, FILLER } from './common.mjs';

const NAMES = [
  ['s1', 'Scope 1'],
  ['s2l', 'Scope 2 (location-based)'],
  ['s2m', 'Scope 2 (market-based)'],
  ['s3', 'Scope 3']
];

function highlights(ctx, co, st, s) {
  mark(ctx, 'kpi');
  ctx.doc
    .font('bold')
    .fontSize(10)
    .fillColor('#2f5f8a')
    .text(
      `Highlights ${co.latest}: Scope 1 ${s.n(st.kpi.s1)} t CO₂e · Scope 2 (market-based) ${s.n(st.kpi.s2m)} ` +
        `t CO₂e · Scope 3 ${s.n(st.kpi.s3)} t CO₂e`
    );
  ctx.doc.fillColor('black').font('body').fontSize(10).moveDown(0.8);
}

const chartTable = {
  name: 'chart_with_data_table',
  heldOut: false, // spent: scored once (2026-11-29 08:36 UTC), now tuned on
  about:
    'grouped bars per year without data labels, the chart data table under them in tonnes (legend keys in ' +
    'the first column, base year and three years as columns, total uncharted); energy mix as a split bar',
  errors: ['restated_value', 'shares_over_100', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    const years = [co.baseYear, ...co.years];
    standardReport(
      ctx,
      co,
      st,
      s,
      () => {
        const tb = st.table;
        chartDataTable(ctx, {
          caption: `Figure 3: Greenhouse gas emissions by scope, ${co.baseYear}–${co.latest}`,
          axisTitle: 'thousand t CO₂e',
          cols: years.map((y) => (y === co.baseYear ? `${y} (base)` : String(y))),
          series: NAMES.map(([k, name]) => ({
            name,
            values: years.map((y) => co[k][y]),
            cells: years.map((y) => s.n(tb[k][y]))
          })),
          extra: [['Total (t CO₂e)', ...years.map((y) => s.n(tb.total[y]))]],
          fmtAxis: (v) => fmtDec(v / 1000, 0),
          key: 'ghgTable'
        });
        para(ctx, 'Data table values in t CO₂e. Total = Scope 1 + Scope 2 (market-based) + Scope 3.', null, {
          align: 'left'
        });
        heading(ctx, 'Energy', 12);
        shareBar(ctx, { caption: `Energy consumed by source, ${co.latest}`, parts: st.shares, key: 'shares' });
        para(ctx, FILLER[2]);
      },
      { beforeIntro: () => highlights(ctx, co, st, s) }
    );
  }
};

export const CHART_DATA_TABLE_FAMILIES = [chartTable];
