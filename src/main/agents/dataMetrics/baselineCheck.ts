/**
 * Baseline consistency (seed FRD 7): a report states one base year and one base-year value per
 * scope. Every GHG figure stated for a base year (its text calls the year a base year or baseline)
 * is gathered; the same scope and basis with two different base-year values fails, naming both pages.
 */
import { GHG_LABEL as LABEL, fmtTonnes as fmt, obsValue, type CheckResult, type CheckValue } from './checkTypes';
import type { GhgObservation } from '../../facts/inventory';

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
export function checkBaselines(inventory: readonly GhgObservation[]): BaselineCheck[] {
  const groups = new Map<string, GhgObservation[]>();
  for (const o of inventory) {
    if (o.year === undefined || o.component || !BASELINE.test(o.text) || !new RegExp(`\\b${o.year}\\b`).test(o.text))
      continue;
    const key = `${o.kind}|${o.basis ?? ''}|${o.category ?? ''}|${o.year}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.values()].map((all) => {
    // The same statement read twice (a sentence found again by a search) is one place.
    const obs = all.filter((o, i) => all.findIndex((p) => p.page === o.page && p.tonnes === o.tonnes) === i);
    const first = obs[0]!;
    const label = `${LABEL[first.kind]}${first.basis ? ` (${first.basis}-based)` : ''}`;
    const values = obs.map((o) => obsValue(`${label}, ${o.year}`, o, 'tested'));
    const distinct = [...new Set(obs.map((o) => o.tonnes))];
    const ok = distinct.length === 1;
    return {
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
    };
  });
}
