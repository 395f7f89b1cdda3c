/**
 * One series' value in one year, as the checks read it from the inventory: the value stated, or,
 * when the report states Scopes 1+2 only through its parts, Scope 1 plus Scope 2 of the same basis
 * (a table that prints Scope 1, Scope 2 market-based and Scope 3 still gives "Scope 1 and 2
 * (market-based)" to the sentence that states its fall since the base year). A value stated twice
 * alike (to the precision printed) is one value; stated with different values, each is a candidate,
 * and a check says what each would give rather than pick one.
 */
import type { GhgBasis, GhgKind } from '../../facts/ghg';
import type { GhgObservation } from '../../facts/inventory';
import { agreeAsPrinted, printedStep } from './restatementCheck';

export interface SeriesKey {
  kind: GhgKind;
  basis?: GhgBasis;
  category?: number;
}

/** One candidate value: its tonnes and the statements it rests on (one, or the parts it adds up). */
export interface SeriesValue {
  tonnes: number;
  from: readonly GhgObservation[];
}

const inSeries =
  (key: SeriesKey, year: number) =>
  (o: GhgObservation): boolean =>
    o.kind === key.kind &&
    o.year === year &&
    !o.component &&
    (o.basis ?? undefined) === (key.basis ?? undefined) &&
    o.category === key.category;

/**
 * The distinct values stated: values that agree to the precision printed ("605.0 kt" and "604,980 t")
 * are one, kept as its most precise statement.
 */
function distinct(obs: readonly GhgObservation[]): SeriesValue[] {
  const kept: GhgObservation[] = [];
  for (const o of [...obs].sort((a, b) => printedStep(a) - printedStep(b)))
    if (!kept.some((k) => agreeAsPrinted(k, o))) kept.push(o);
  return kept.sort((a, b) => obs.indexOf(a) - obs.indexOf(b)).map((o) => ({ tonnes: o.tonnes, from: [o] }));
}

/**
 * Every candidate value of a series in a year: stated, else Scope 1 + Scope 2 for Scopes 1+2 (with each
 * basis Scope 2 is stated on when the key names none, eachBasis); [] when neither.
 */
export function seriesValues(inventory: readonly GhgObservation[], key: SeriesKey, year: number): SeriesValue[] {
  const stated = distinct(inventory.filter(inSeries(key, year)));
  if (stated.length || key.kind !== 'scope1_2') return stated;
  const scope1 = distinct(inventory.filter(inSeries({ kind: 'scope1' }, year)));
  // Scopes 1+2 named without a basis take Scope 2 as stated without one, else each basis it is stated on.
  const unnamed = inventory.filter(inSeries({ kind: 'scope2', ...(key.basis ? { basis: key.basis } : {}) }, year));
  const scope2 = distinct(unnamed.length || key.basis ? unnamed : eachBasis(inventory, year));
  return scope1.flatMap((a) => scope2.map((b) => ({ tonnes: a.tonnes + b.tonnes, from: [...a.from, ...b.from] })));
}

/**
 * Scope 2 of a year on each basis it is stated on, when each basis has one value there (restated values
 * on either basis would multiply the readings past what a check can weigh): else none.
 */
function eachBasis(inventory: readonly GhgObservation[], year: number): GhgObservation[] {
  const all = inventory.filter((o) => o.kind === 'scope2' && o.year === year && !o.component && !o.category);
  const bases = [...new Set(all.map((o) => o.basis))];
  const one = bases.every((b) => distinct(all.filter((o) => o.basis === b)).length === 1);
  return one ? all : [];
}

/** The years a series has a value in (stated or added up from its parts). */
export function seriesYears(inventory: readonly GhgObservation[], key: SeriesKey): number[] {
  const years = [...new Set(inventory.flatMap((o) => (o.year === undefined ? [] : [o.year])))];
  return years.filter((y) => seriesValues(inventory, key, y).length > 0).sort((a, b) => a - b);
}

/** How far the true figure may lie from a value as printed: half its last digit (a sum: its parts' together). */
const halfStep = (from: readonly GhgObservation[]): number => from.reduce((s, o) => s + printedStep(o) / 2, 0);

/**
 * Whether a stated change (in %) agrees with the change from `prior` to `current` once both are read at
 * the precision printed: "32.7 kt" may stand for 32,650–32,750 t, so against 31,390 t it allows a fall
 * of 3.86–4.15 %. `tolerancePp` is the stated percentage's own rounding.
 */
export function changeAgrees(
  statedPct: number,
  tolerancePp: number,
  current: Pick<SeriesValue, 'tonnes' | 'from'>,
  prior: Pick<SeriesValue, 'tonnes' | 'from'>
): boolean {
  const [hc, hp] = [halfStep(current.from), halfStep(prior.from)];
  const lo = ((current.tonnes - hc) / (prior.tonnes + hp) - 1) * 100;
  const hi = prior.tonnes - hp > 0 ? ((current.tonnes + hc) / (prior.tonnes - hp) - 1) * 100 : Infinity;
  return statedPct >= lo - tolerancePp - 1e-9 && statedPct <= hi + tolerancePp + 1e-9;
}
