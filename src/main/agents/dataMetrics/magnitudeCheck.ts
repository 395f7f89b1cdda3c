/**
 * Unit and magnitude sanity (seed FRD 7): within one series (the same scope, basis and category
 * across years), a value about 10×, 100× or 1000× away from the next year's is flagged as a likely
 * unit or scale slip (t read as kt, a lost "thousand"), never silently rescaled. Other changes,
 * however large, are left to the year-over-year and restatement checks.
 */
import { GHG_LABEL as LABEL, fmtTonnes as fmt, obsValue, type CheckResult, type CheckValue } from './checkTypes';
import type { GhgObservation } from '../../facts/inventory';

export interface MagnitudeCheck {
  checkName: 'magnitude';
  result: CheckResult;
  severity: 'high';
  series: string;
  values: CheckValue[];
  computation: string;
  message: string;
}

/**
 * How close (in log10) a ratio must be to a power of ten to look like a scale slip: ±0.1 for 100×
 * and more (a lost "thousand" stays near 1000× whatever the year's real change), ±0.05 for 10×,
 * because small series (a Scope 3 category of a few thousand tonnes) do change tenfold for real
 * (Samsung's rented assets: 107 → 9 thousand t, ×11.9), while a slipped decimal stays near 10×.
 * A Scope 3 category (or the upstream or downstream part) is too volatile for tenfold to mean a slip
 * at all (Samsung's downstream transport: 366 → 40 thousand t, ×9.2): there only 100× and more count.
 */
const NEAR_POWER = 0.1;
const NEAR_TEN = 0.05;
/**
 * A lost "thousand" between two years a few years apart (a base year and the latest) is also shifted by the
 * real change in between (−26 % since 2019 puts 1000× at ×737): a later value from 631× to 1585× the earlier one
 * (1000×, ±0.2) is taken for a slip, as no scope grows that much for real. A fall that far is read with ±0.1 only:
 * market-based Scope 2 does fall to almost nothing when the electricity bought turns renewable (Moncler's
 * 1,948 t in 2022, 3 t in 2023). Volatile series keep ±0.1.
 */
const NEAR_THOUSAND = 0.2;
const VOLATILE = new Set<GhgObservation['kind']>(['scope3_category', 'scope3_upstream', 'scope3_downstream']);

function seriesName(o: GhgObservation): string {
  return `${LABEL[o.kind]}${o.category ? ` ${o.category}` : ''}${o.basis ? ` (${o.basis}-based)` : ''}`;
}

/** A power of ten (10, 100, 1000, …; from 100 for volatile series) the ratio is close to, or undefined. */
function scaleSlip(a: number, b: number, volatile = false): number | undefined {
  if (a <= 0 || b <= 0) return undefined;
  const log = Math.abs(Math.log10(a / b));
  const power = Math.round(log);
  if (power < (volatile ? 2 : 1)) return undefined;
  const near = power === 1 ? NEAR_TEN : power >= 3 && !volatile && b > a ? NEAR_THOUSAND : NEAR_POWER;
  return Math.abs(log - power) <= near ? 10 ** power : undefined;
}

/**
 * The values a slip puts in doubt: with three or more values, those a power of ten off the series'
 * median; with two, both (which one slipped cannot be told).
 */
function outliers(
  single: readonly GhgObservation[],
  slips: ReadonlyArray<{ prev: GhgObservation; o: GhgObservation }>
): Set<GhgObservation> {
  if (!slips.length) return new Set();
  if (single.length < 3) return new Set(slips.flatMap((s) => [s.prev, s.o]));
  const sorted = single.map((o) => o.tonnes).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return new Set(single.filter((o) => scaleSlip(median, o.tonnes, VOLATILE.has(o.kind)) !== undefined));
}

export function checkMagnitudes(inventory: readonly GhgObservation[]): MagnitudeCheck[] {
  const series = new Map<string, GhgObservation[]>();
  for (const o of inventory) {
    if (o.year === undefined || o.component) continue;
    const key = `${o.kind}|${o.basis ?? ''}|${o.category ?? ''}`;
    series.set(key, [...(series.get(key) ?? []), o]);
  }
  const out: MagnitudeCheck[] = [];
  for (const obs of series.values()) {
    // One value per year: a year stated with different values is the restatement check's business.
    const byYear = new Map<number, GhgObservation[]>();
    for (const o of obs) byYear.set(o.year!, [...(byYear.get(o.year!) ?? []), o]);
    const years = [...byYear.keys()].sort();
    const single = years
      .filter((y) => new Set(byYear.get(y)!.map((o) => o.tonnes)).size === 1)
      .map((y) => byYear.get(y)![0]!);
    if (single.length < 2) continue;
    const name = seriesName(single[0]!);
    const slips = single.slice(1).flatMap((o, i) => {
      const prev = single[i]!;
      const factor = scaleSlip(prev.tonnes, o.tonnes, VOLATILE.has(o.kind));
      return factor ? [{ prev, o, factor }] : [];
    });
    const suspect = outliers(single, slips);
    const values = single.map((o) => obsValue(`${name}, ${o.year}`, o, suspect.has(o) ? 'tested' : 'input'));
    out.push({
      checkName: 'magnitude',
      result: slips.length ? 'fail' : 'pass',
      severity: 'high',
      series: name,
      values,
      computation: slips.length
        ? slips
            .map(
              (s) =>
                `${fmt(s.prev.tonnes)} (${s.prev.year}) vs ${fmt(s.o.tonnes)} (${s.o.year}): ` +
                `×${fmt(Math.max(s.prev.tonnes, s.o.tonnes) / Math.min(s.prev.tonnes, s.o.tonnes))}`
            )
            .join('; ')
        : '',
      message: slips.length
        ? slips
            .map(
              (s) =>
                `${name}: ${fmt(s.prev.tonnes)} t CO2e in ${s.prev.year} (p. ` +
                `${s.prev.page}) and ${fmt(s.o.tonnes)} t CO2e in ${s.o.year} (p. ` +
                `${s.o.page}) are about ${s.factor}× apart: a unit or scale slip is likely.`
            )
            .join(' ')
        : `${name}: no value is a power of ten away from the next year's.`
    });
  }
  return out;
}
