// Evaluation reports: what a report prints about its company (table cells, KPI figures, sentences),
// derived consistently from the company; planted errors change these printed statements only.
import { pctChange } from './model.mjs';

const copy = (o) => ({ ...o });

/** The consistent statements of a clean report. */
export function statements(co) {
  const l = co.latest;
  const b = co.baseYear;
  const s12 = (y) => co.s1[y] + co.s2m[y];
  return {
    table: { s1: copy(co.s1), s2m: copy(co.s2m), s2l: copy(co.s2l), s3: copy(co.s3), total: copy(co.total) },
    kpi: { s1: co.s1[l], s2m: co.s2m[l], s3: co.s3[l] },
    proseS1: co.s1[l],
    yoy: { scope: 'Scope 1', from: l - 1, to: l, pct: pctChange(co.s1[l - 1], co.s1[l]) },
    progress: { scope: 'Scope 1 and 2', pct: pctChange(s12(b), s12(l)) },
    baseStated: { scope: 'Scope 1', value: co.s1[b] },
    categories: co.categories.map(copy),
    s3Total: co.s3[l],
    intensity: { value: Math.round((s12(l) / co.revenue) * 10) / 10, revenue: co.revenue },
    shares: co.shares.map(copy),
    targets: co.targets.map(copy),
    s3TargetRestated: null,
    gwp: co.gwp
  };
}
