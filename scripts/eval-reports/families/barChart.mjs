// Evaluation reports (held out, written blind): a report whose body shows Scope 1 and market-based
// Scope 2 only as a bar chart — grouped bars with data labels in kt CO₂e on their tops and the years
// beneath, captioned "Scope 1 and 2 emissions (kt CO₂e)" — with the Scope 1 change written under it and
// the energy mix as a split bar; the full inventory (Scope 2 location-based, Scope 3, total) is only in a
// small-font annex table in tonnes.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, table, newPage, mark } from '../lib/pdf.mjs';
import { barChart, shareBar } from '../lib/chart.mjs';
import { style, intro, categories, targets, methodology, otherMetrics, inventoryRows } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const kt = (v) => fmtDec(v / 1000, 1);

function glance(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const s1 = (y) => (y === co.latest ? st.kpi.s1 : co.s1[y]);
  heading(ctx, 'Our emissions at a glance');
  para(ctx, FILLER[1]);
  barChart(ctx, {
    caption: 'Scope 1 and 2 emissions (kt CO₂e)',
    groups: years.map((y) => ({ label: y === co.baseYear ? `${y} (base)` : String(y), values: [s1(y), co.s2m[y]] })),
    series: ['Scope 1', 'Scope 2 (market-based)'],
    labels: kt,
    key: 'kpi'
  });
  const pct = st.yoy.pct;
  para(
    ctx,
    `Scope 1 ${co.latest} vs ${st.yoy.from}: ${pct < 0 ? '−' : '+'}${s.d(Math.abs(pct), 1)} %. Scope 2 is shown ` +
      'market-based. Scope 3, location-based Scope 2 and the totals are in the annex (Table A1).',
    'yoy',
    { align: 'left' }
  );
}

function energy(ctx, co, st, s) {
  heading(ctx, 'Intensity and energy');
  para(
    ctx,
    `Revenue in ${co.latest} was EUR ${s.n(co.revenue)} million; our emission intensity, Scope 1 and 2 ` +
      `(market-based) emissions per EUR million of revenue, was ${s.d(st.intensity.value, 1)} t CO₂e.`,
    'intensity'
  );
  shareBar(ctx, { caption: `Energy consumed by source, ${co.latest}`, parts: st.shares, key: 'shares' });
}

function annex(ctx, co, st, s) {
  newPage(ctx);
  heading(ctx, 'Annex: GHG inventory');
  const years = [co.baseYear, ...co.years];
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, [['Table A1 – t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)], ...rows], {
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable',
    size: 7
  });
  ctx.doc.font('body').fontSize(7);
  ctx.doc.text('Total = Scope 1 + Scope 2 (market-based) + Scope 3. Figures rounded to 10 t.', { width: 300 });
}

const barChartFamily = {
  name: 'bar_chart_annex',
  heldOut: false, // spent: scored once (2026-11-28 23:20 UTC), now tuned on
  about:
    'Scope 1 and 2 only as grouped bars with kt data labels and years beneath, the energy mix as a split ' +
    'bar; the full inventory only in a small-font annex table',
  errors: ['restated_value', 'shares_over_100', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    glance(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    energy(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    annex(ctx, co, st, s);
    mark(ctx, 'annex');
  }
};

export const BAR_CHART_FAMILIES = [barChartFamily];
