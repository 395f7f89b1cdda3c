// Evaluation reports (held out, written blind): a climate scorecard on page 1 — six framed boxes in a 3 × 2
// grid, each with the KPI's name, this year's value in large type, its unit, and in small type last year's
// value and the change ("2024: 412,300 t CO₂e" / "Change: −6.1 %"); the intensity box names the revenue
// instead. The full inventory (base year and three years) is a plain table on the emissions page.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, table, newPage } from '../lib/pdf.mjs';
import { scorecard } from '../lib/scorecard.mjs';
import {
  style,
  inventoryRows,
  intro,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const change = (pct) => `Change: ${pct < 0 ? '−' : '+'}${fmtDec(Math.abs(pct), 1)} %`;

function boxes(co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const box = (name, now, before, pct) => ({
    name,
    value: s.n(now),
    unit: `t CO₂e in ${l}`,
    notes: [`${p}: ${s.n(before)} t CO₂e`, change(pct ?? pctChange(before, now))]
  });
  return [
    { ...box('Scope 1 emissions', st.kpi.s1, tb.s1[p], st.yoy.pct), key: 'yoy' },
    box('Scope 2 emissions (market-based)', st.kpi.s2m, tb.s2m[p]),
    box('Scope 2 emissions (location-based)', tb.s2l[l], tb.s2l[p]),
    box('Scope 3 emissions', st.kpi.s3, tb.s3[p]),
    box('Total GHG emissions (Scope 1, 2 market-based, 3)', tb.total[l], tb.total[p]),
    {
      name: 'GHG intensity (Scope 1 and 2, market-based)',
      value: s.d(st.intensity.value, 1),
      unit: `t CO₂e per EUR million of revenue in ${l}`,
      notes: [`Revenue ${l}: EUR ${s.n(co.revenue)} million`],
      key: 'intensity'
    }
  ];
}

function inventoryTable(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, [['Emissions (tCO₂e)', `Base year ${co.baseYear}`, ...co.years.map(String)], ...rows], {
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable',
    caption: 'Greenhouse gas inventory'
  });
  para(
    ctx,
    'The scorecard on the first page shows the reporting year against the previous year; this table adds the base ' +
      'year and the year before. Total emissions are Scope 1, market-based Scope 2 and Scope 3.',
    null,
    { align: 'left' }
  );
}

const scorecardBoxes = {
  name: 'scorecard_boxes',
  heldOut: false, // spent: scored once (2026-11-28 23:33 UTC), now tuned on
  about:
    'a page-1 scorecard of six framed KPI boxes in a 3 × 2 grid (value in large type, last year and the change ' +
    'in small type under it, revenue under the intensity), then a plain inventory table in tCO₂e',
  errors: ['restated_value', 'yoy_contradicted', 'target_wrong_scope'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    heading(ctx, `Climate scorecard ${co.latest}`);
    scorecard(ctx, boxes(co, st, s), { key: 'kpi' });
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    inventoryTable(ctx, co, st, s);
    para(ctx, FILLER[0]);
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

export const SCORECARD_FAMILIES = [scorecardBoxes];
