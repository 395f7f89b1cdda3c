/**
 * Baseline consistency (seed FRD 7): a report states one base year and one base-year value per
 * scope. A year is a base year when a text that states a GHG figure of it calls it a base year or
 * baseline; every figure of that scope, basis and year is then gathered, wherever it stands (the
 * targets prose and the inventory table's base-year column alike). Two values that differ beyond
 * the precision printed ("604.98 kt" is 604,980 t) fail, naming both values and their pages. A
 * base-year value stated in one place only is compared with nothing, so it gives no check (and no pass).
 */
import { GHG_LABEL as LABEL, fmtTonnes as fmt, obsValue, type CheckResult, type CheckValue } from './checkTypes';
import type { GhgObservation } from '../../facts/inventory';
import { agreeAsPrinted } from './restatementCheck';

export interface BaselineCheck {
  checkName: 'baseline_consistency';
  result: CheckResult;
  severity: 'high';
  baseYear: number;
  values: CheckValue[];
  computation: string;
  message: string;
}

const BASELINE = /\bbase[- ]?(?:line|year)\b/iu;
const keyOf = (o: GhgObservation): string => `${o.kind}|${o.basis ?? ''}|${o.category ?? ''}|${o.year}`;
/** A text that calls this figure's year a base year. */
const isBaseline = (o: GhgObservation): boolean =>
  o.year !== undefined && BASELINE.test(o.text) && new RegExp(`\\b${o.year}\\b`).test(o.text);

export function checkBaselines(inventory: readonly GhgObservation[]): BaselineCheck[] {
  const named = new Set(inventory.filter((o) => !o.component && isBaseline(o)).map(keyOf));
  const groups = new Map<string, GhgObservation[]>();
  for (const o of inventory) {
    if (o.year === undefined || o.component || !named.has(keyOf(o))) continue;
    groups.set(keyOf(o), [...(groups.get(keyOf(o)) ?? []), o]);
  }
  return [...groups.values()].flatMap((all): BaselineCheck[] => {
    // The same statement read twice (a sentence found again by a search) is one place.
    const obs = all.filter((o, i) => all.findIndex((p) => p.page === o.page && p.tonnes === o.tonnes) === i);
    // A value stated in one place is compared with nothing: no check, and no pass.
    if (obs.length < 2) return [];
    const first = obs[0]!;
    const label = `${LABEL[first.kind]}${first.basis ? ` (${first.basis}-based)` : ''}`;
    const values = obs.map((o) => obsValue(`${label}, ${o.year}`, o, 'tested'));
    // Values that agree to the precision printed are one value ("604.98 kt" and "604,980 t").
    const distinct = obs.filter((o, i) => obs.findIndex((p) => agreeAsPrinted(o, p)) === i).map((o) => o.tonnes);
    const ok = distinct.length === 1;
    return [
      {
        checkName: 'baseline_consistency',
        result: ok ? 'pass' : 'fail',
        severity: 'high',
        baseYear: first.year!,
        values,
        computation: values.map((v) => `${fmt(v.tonnes)} (p. ${v.page})`).join(' vs '),
        message: ok
          ? `The ${first.year} base-year value of ${label} is the ` +
            `same wherever it is stated (${fmt(first.tonnes)} t CO2e).`
          : `The ${first.year} base-year value of ${label} is stated as ${distinct.map(fmt).join(' and ')} ` +
            `t CO2e (pages ${[...new Set(obs.map((o) => o.page))].join(', ')}): progress against the ` +
            'baseline depends on which is right.'
      }
    ];
  });
}
