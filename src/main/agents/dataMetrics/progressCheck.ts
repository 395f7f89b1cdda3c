/**
 * Progress against a baseline (seed FRD 7): "Scope 1 emissions are down 12.4 % compared with our
 * 2019 base year" is recomputed from the figures. The change is read from the prose with its subject
 * and years (statedChanges.ts). The current level is the GHG figure the text states, else the
 * series' value in the year the text names, else in its latest year; the base is the base-year value
 * the text states itself, else the series' value in the base year (series.ts: Scopes 1+2 added up
 * from Scope 1 and Scope 2 when the report prints only the parts). Within the tolerance of the
 * printed percentage (0.1 pp, or half its last printed digit when coarser) and with the right
 * direction it passes; when it fails, a base value elsewhere in the report that would give the
 * stated figure is named. A value stated twice with different values is tried both ways: the check
 * fails only when every reading contradicts the stated change, passes only when every one agrees,
 * and is otherwise inconclusive. A change against the year just before it with no base year named
 * is a `yoy_change`; targets are the target checks'.
 */
import {
  GHG_LABEL as LABEL,
  fmtTonnes,
  obsValue,
  statedPctValue,
  type CheckResult,
  type CheckValue
} from './checkTypes';
import type { GhgObservation, PageText, StatedText } from '../../facts/inventory';
import { withSinceThen, withSubjectBefore } from './sinceThen';
import { YOY_TOLERANCE_PP } from './yoyCheck';
import { targetsBaseYear } from '../../facts/baseYear';
import { statedChanges, type StatedChange } from './statedChanges';
import { changeAgrees, seriesValues, seriesYears, type SeriesKey, type SeriesValue } from './series';

export interface ProgressCheck {
  checkName: 'baseline_progress' | 'yoy_change';
  result: CheckResult;
  severity: 'medium';
  baseYear: number;
  year?: number;
  values: CheckValue[];
  statedPct: number;
  computedPct?: number;
  tolerancePp: number;
  computation: string;
  message: string;
}

const fmt = (n: number, d = 1): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** Half the last printed digit of a percentage ("24" → 0.5, "12.4" → 0.05), never below 0.1 pp. */
export function printedTolerance(raw: string): number {
  const m = /\d+(?:[.,](\d+))?/u.exec(raw);
  const decimals = m?.[1]?.length ?? 0;
  return Math.max(YOY_TOLERANCE_PP, 0.5 * 10 ** -decimals);
}

const keyOf = (s: StatedChange): SeriesKey => ({ kind: s.kind, ...(s.basis ? { basis: s.basis } : {}) });
const nameOf = (s: StatedChange): string => `${LABEL[s.kind]}${s.basis ? ` (${s.basis}-based)` : ''}`;
const single = (o: GhgObservation): SeriesValue => ({ tonnes: o.tonnes, from: [o] });

/** The year the change reaches: the one the text names, else the series' latest after the base. */
function currentYear(inventory: readonly GhgObservation[], s: StatedChange): number | undefined {
  if (s.level?.year !== undefined) return s.level.year;
  if (s.year !== undefined) return s.year;
  const years = seriesYears(inventory, keyOf(s)).filter((y) => s.baseYear === undefined || y > s.baseYear);
  return years.at(-1);
}

export function checkProgress(
  stated: readonly StatedText[],
  inventory: readonly GhgObservation[],
  pages: readonly PageText[] = []
): ProgressCheck[] {
  const out: ProgressCheck[] = [];
  // "25.2 % below the base year": the base year the report's targets state, when they state one.
  const base = targetsBaseYear(stated);
  for (const item of stated) {
    // "… 469,690 tonnes for 2023. That is 12.3 per cent lower than in 2022": the subject is the sentence before.
    const joined = withSubjectBefore(item, pages);
    const src = joined?.src ?? item;
    const own = joined?.own ?? inventory.filter((o) => o.source === src.source);
    for (const s of statedChanges(withSinceThen(src, pages), own, base)) {
      if (s.pct.start < (joined?.from ?? 0)) continue;
      const c = check(src, s, own, inventory);
      if (c) out.push(c);
    }
  }
  return out;
}

/** A value as a check value: a stated one, or each part of one added up (Scope 1 + Scope 2). */
function valuesOf(v: SeriesValue, name: string, year: number): CheckValue[] {
  if (v.from.length === 1) return [obsValue(`${name}, ${year}`, v.from[0]!)];
  return v.from.map((o) => obsValue(`${LABEL[o.kind]}${o.basis ? ` (${o.basis}-based)` : ''}, ${year}`, o));
}

const shown = (v: SeriesValue): string =>
  v.from.length === 1
    ? `${fmtTonnes(v.tonnes)} t, p. ${v.from[0]!.page}`
    : `${v.from.map((o) => `${fmtTonnes(o.tonnes)} (p. ${o.page})`).join(' + ')} = ${fmtTonnes(v.tonnes)} t`;

/** The one basis a series is stated on ("Scope 1 and 2" only ever market-based), for a change that names none. */
function soleBasis(inventory: readonly GhgObservation[], kind: StatedChange['kind']): StatedChange['basis'] {
  const bases = new Set(inventory.filter((o) => o.kind === kind && !o.component).map((o) => o.basis));
  return bases.size === 1 ? [...bases][0] : undefined;
}

function check(
  src: StatedText,
  stated: StatedChange,
  own: readonly GhgObservation[],
  inventory: readonly GhgObservation[]
): ProgressCheck | undefined {
  const sole = stated.basis === undefined ? soleBasis(inventory, stated.kind) : undefined;
  const s: StatedChange = sole ? { ...stated, basis: sole } : stated;
  const name = nameOf(s);
  // A printed sign ("-5.2 %") is the report's own; a direction word only signs an unsigned figure.
  const statedPct = s.pct.value < 0 ? s.pct.value : (s.down ? -1 : 1) * s.pct.value;
  const year = currentYear(inventory, s);
  const baseYear = s.baseYear ?? (year !== undefined ? year - 1 : undefined);
  // "Versus the previous year" with no year to count back from says nothing checkable.
  if (baseYear === undefined) return undefined;
  const yoy = year !== undefined && baseYear === year - 1 && !s.baseline;
  const base0 = {
    checkName: yoy ? ('yoy_change' as const) : ('baseline_progress' as const),
    severity: 'medium' as const,
    baseYear,
    statedPct,
    tolerancePp: printedTolerance(s.pct.raw)
  };
  const statedValue = statedPctValue(`stated change since ${baseYear}`, statedPct, src);
  const inconclusive = (why: string, values: CheckValue[] = []): ProgressCheck => ({
    ...base0,
    result: 'inconclusive',
    values: [statedValue, ...values],
    computation: '',
    message: `Page ${src.page} states a change of ${fmt(statedPct)} % in ${name} against ${baseYear}, but ${why}`
  });
  const currents = s.level ? [single(s.level)] : year !== undefined ? seriesValues(inventory, keyOf(s), year) : [];
  if (year === undefined || !currents.length) {
    return inconclusive(
      s.year === undefined
        ? 'the report gives no single current value of that series to recompute it from.'
        : `the report gives no single ${s.year} value of ${name} to recompute it from.`
    );
  }
  const ownBase = own.find(
    (o) => o.kind === s.kind && !o.component && (o.basis ?? undefined) === s.basis && o.year === baseYear
  );
  const bases = ownBase ? [single(ownBase)] : seriesValues(inventory, keyOf(s), baseYear);
  if (!bases.length)
    return inconclusive(`no ${baseYear} value of ${name} is stated to recompute it from.`, [
      ...currents.flatMap((c) => valuesOf(c, name, year))
    ]);
  return judged({
    src,
    s,
    name,
    statedPct,
    year,
    baseYear,
    currents,
    bases,
    inventory,
    base0,
    statedValue,
    inconclusive
  });
}

interface Judging {
  src: StatedText;
  s: StatedChange;
  name: string;
  statedPct: number;
  year: number;
  baseYear: number;
  currents: SeriesValue[];
  bases: SeriesValue[];
  inventory: readonly GhgObservation[];
  base0: Pick<ProgressCheck, 'checkName' | 'severity' | 'baseYear' | 'statedPct' | 'tolerancePp'>;
  statedValue: CheckValue;
  inconclusive: (why: string, values?: CheckValue[]) => ProgressCheck;
}

/** Every reading (current × base) recomputed: all agree → pass, all contradict → fail, else inconclusive. */
/** A computed fall of this many percent or more leaves nothing of the series: not a reading to judge by. */
const NOTHING_LEFT = 99;

function judged(j: Judging): ProgressCheck {
  const { name, statedPct, year, baseYear, base0 } = j;
  const tol = base0.tolerancePp;
  const readings = j.currents
    .flatMap((current) =>
      j.bases.map((base) => {
        const computed = ((current.tonnes - base.tonnes) / base.tonnes) * 100;
        return { current, base, computed, ok: changeAgrees(statedPct, tol, current, base) };
      })
    )
    // A fall to nothing (or below) is no level of the series: one of the two values was misread.
    .filter((r) => r.computed > -NOTHING_LEFT || r.ok);
  if (!readings.length)
    return j.inconclusive('the values read for it would leave almost nothing of the series, so one was misread.');
  const all = [
    j.statedValue,
    ...j.currents.flatMap((c) => valuesOf(c, name, year)),
    ...j.bases.flatMap((b) => valuesOf(b, name, baseYear).map((v) => ({ ...v, label: `${v.label} (base year)` })))
  ];
  // A part shared by two readings (Scope 2 beside either Scope 1) is listed once.
  const values = all.filter((v, i) => all.findIndex((w) => w.label === v.label && w.tonnes === v.tonnes) === i);
  const computation = readings
    .map(
      (r) =>
        `(${fmt(r.current.tonnes, 0)} − ${fmt(r.base.tonnes, 0)}) / ${fmt(r.base.tonnes, 0)} = ${fmt(r.computed, 2)} %`
    )
    .join('; ')
    .concat(`; stated ${fmt(statedPct, 1)} %`);
  const first = readings[0]!;
  const result = { ...base0, year, computedPct: first.computed, values, computation };
  if (readings.every((r) => r.ok))
    return {
      ...result,
      result: 'pass',
      message:
        `The stated ${j.s.pct.raw} change of ${name} since ${baseYear} ` +
        `agrees with the figures (${readings.map((r) => `${fmt(r.computed, 2)} %`).join(', ')}).`
    };
  if (readings.some((r) => r.ok)) {
    const twice = j.bases.length > 1 ? j.bases : j.currents;
    return j.inconclusive(
      `the ${j.bases.length > 1 ? baseYear : year} value is stated differently in different places ` +
        `(${twice.map(shown).join('; ')}).`,
      values.slice(1)
    );
  }
  const gives = readings
    .map((r) => `${fmt(r.computed, 2)} % (${shown(r.current)} in ${year} against ${shown(r.base)} in ${baseYear})`)
    .join(', or ');
  return {
    ...result,
    result: 'fail',
    message:
      `Page ${j.src.page} states a change of ${fmt(statedPct)} % in ${name} against ${baseYear}; ` +
      `the figures give ${gives}.${explainedBy(j, first.current)}`
  };
}

/** A base value stated elsewhere that would give the stated percentage: the likely wrong baseline. */
function explainedBy(j: Judging, current: SeriesValue): string {
  const used = new Set(j.bases.map((b) => Math.round(b.tonnes)));
  const other = j.inventory.find(
    (o) =>
      o.kind === j.s.kind &&
      !o.component &&
      (o.basis ?? undefined) === j.s.basis &&
      o.category === undefined &&
      !current.from.includes(o) &&
      !used.has(Math.round(o.tonnes)) &&
      o.year !== undefined &&
      o.year < j.year &&
      Math.abs(((current.tonnes - o.tonnes) / o.tonnes) * 100 - j.statedPct) <= j.base0.tolerancePp + 1e-9
  );
  return other
    ? ` The stated figure matches a base of ${fmtTonnes(other.tonnes)} t ` +
        `(${other.year}, page ${other.page}): it was probably computed from that value.`
    : '';
}
