/**
 * Progress against a baseline (seed FRD 7): "Scope 1 emissions are down 12.4 % compared with our
 * 2019 base year" is recomputed from the figures. The current level is the GHG figure the text
 * states (or the scope's latest single value in the inventory); the base is the base-year value the
 * text states itself, else the one value the inventory holds for that scope and year. Within the
 * tolerance of the printed percentage (0.1 pp, or half its last printed digit when coarser) and with
 * the right direction it passes; when it fails, a base value elsewhere in the report that would
 * give the stated figure is named (a progress figure computed from the wrong baseline). Changes
 * against the previous year are the year-over-year check's; targets are the target checks'.
 */
import type { ClaimFigure } from '../../../shared/domain/claim';
import type { GhgBasis, GhgKind } from '../../facts/ghg';
import {
  GHG_LABEL as LABEL,
  fmtTonnes,
  obsValue,
  statedPctValue,
  type CheckResult,
  type CheckValue
} from './checkTypes';
import type { GhgObservation, StatedText } from '../../facts/inventory';
import { YOY_TOLERANCE_PP, comparedYear } from './yoyCheck';

export interface ProgressCheck {
  checkName: 'baseline_progress';
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

const DOWN = /\b(?:down|lower|less|fell|fall(?:s|ing)?|fallen|decreas\w*|reduc\w*|cut|dropp?\w*|declin\w*|below)\b/iu;
const UP = /\b(?:up|higher|more|rose|risen|increas\w*|grew|grown|above)\b/iu;
/** "between 2021 and 2023": the first year is the base, the second the year the change reaches. */
const BETWEEN = new RegExp(
  String.raw`\bbetween\s+(?:(?:fiscal\s+(?:year\s+)?|FY\s?))?((?:19|20)\d\d)` +
    String.raw`\s+and\s+(?:(?:fiscal\s+(?:year\s+)?|FY\s?))?((?:19|20)\d\d)\b`,
  'iu'
);
const REFERENCE = new RegExp(
  String.raw`\b(?:since|compared (?:to|with)|relative to|against|versus|vs\.?|from|over|below|above)` +
    String.raw`\s+(?:(?:our|the|its|a)\s+)?(?:fiscal\s+(?:year\s+)?|FY\s?)?((?:19|20)\d\d)\b|` +
    String.raw`\b((?:19|20)\d\d)\s+(?:base[- ]?(?:year|line)|baseline|levels?)\b`,
  'iu'
);
/** Sentences about the future are targets, not progress. */
const FUTURE = new RegExp(
  String.raw`\b(?:target\w*|aim\w*|goal|commit\w*|pledge\w*|ambition|plan(?:s|ned)? to|will|intend\w*|` +
    String.raw`by (?:the end of )?20[2-9]\d)\b`,
  'iu'
);
/** A change of an intensity ("per product unit sold", "emission intensity") is not a change of the absolute figures. */
const INTENSITY = new RegExp(
  String.raw`\bintensit(?:y|ies)\b|\bper\s+(?:product|unit|tonne|ton|employee|fte|revenue|sales|million|` +
    String.raw`thousand|eur|€|usd|\$|m²|m2|square|vehicle|km|kwh|mwh)`,
  'iu'
);
const SCOPE_KIND: Record<string, GhgKind> = {
  '1': 'scope1',
  '2': 'scope2',
  '3': 'scope3',
  '1,2': 'scope1_2',
  '1,2,3': 'scope1_2_3'
};

const fmt = (n: number, d = 1): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** Half the last printed digit of a percentage ("24" → 0.5, "12.4" → 0.05), never below 0.1 pp. */
export function printedTolerance(raw: string): number {
  const m = /\d+(?:[.,](\d+))?/u.exec(raw);
  const decimals = m?.[1]?.length ?? 0;
  return Math.max(YOY_TOLERANCE_PP, 0.5 * 10 ** -decimals);
}

interface Statement {
  pct: ClaimFigure;
  down: boolean;
  baseYear: number;
  /** The year the change reaches, when the text names it ("between 2021 and 2023"). */
  year?: number;
  kind: GhgKind;
  basis?: GhgBasis;
  level?: GhgObservation;
}

function basisOf(text: string): GhgBasis | undefined {
  if (/market[- ]based/iu.test(text)) return 'market';
  if (/location[- ]based/iu.test(text)) return 'location';
  return undefined;
}

const GHG_NEAR = /\b(?:emission\w*|ghg|greenhouse|co2e?|co₂e?|carbon|scopes?)\b/iu;
/** How far around a percentage its subject and reference year are looked for. */
const BEFORE = 90;
const AFTER = 80;

/**
 * The progress statements of one text: a percentage about emissions, with a direction and the
 * reference year that follows it (up to the next percentage) or, failing that, precedes it. Each
 * percentage is read in its own window, so "a 19% increase in employees … a 36% emissions reduction
 * compared to 2022 (-50% vs 2021)" gives two statements, against 2022 and 2021, and none on staff.
 */
function statements(src: StatedText, ghg: readonly GhgObservation[]): Statement[] {
  const pcts = src.figures.filter((f) => f.unit === '%');
  return pcts.flatMap((pct, i): Statement[] => {
    if (pct.valueTo !== undefined || comparedYear(src.text, pct) !== undefined) return [];
    const stop = pcts[i + 1]?.start ?? src.text.length;
    const before = src.text.slice(Math.max(0, pct.start - BEFORE, pcts[i - 1]?.end ?? 0), pct.start);
    const after = src.text.slice(pct.end, Math.min(stop, pct.end + AFTER));
    if (
      !GHG_NEAR.test(before + ' ' + after) ||
      FUTURE.test(before + ' ' + after) ||
      INTENSITY.test(before.slice(-50) + ' ' + after)
    )
      return [];
    const span = BETWEEN.exec(after.slice(0, 40));
    const ref = span ?? REFERENCE.exec(after) ?? lastReference(before);
    const baseYear = Number(ref?.[1] ?? ref?.[2]);
    if (!ref || !Number.isFinite(baseYear)) return [];
    const year = span ? Number(span[2]) : undefined;
    if (year !== undefined && year <= baseYear) return [];
    const around = before.slice(-50) + ' ' + after.slice(0, 40) + ' ' + governingVerb(before);
    const down = DOWN.test(around);
    if (!down && !UP.test(around)) return [];
    const level = [...ghg]
      .reverse()
      .find(
        (g) =>
          g.year !== undefined &&
          g.year !== baseYear &&
          (year === undefined || g.year === year) &&
          !g.component &&
          g.end <= pct.start
      );
    const kind = level?.kind ?? SCOPE_KIND[[...pct.scopes].sort().join(',')];
    if (!kind) return [];
    const basis = level?.basis ?? basisOf(before + after);
    return [
      {
        pct,
        down,
        baseYear,
        kind,
        ...(year !== undefined ? { year } : {}),
        ...(basis ? { basis } : {}),
        ...(level ? { level } : {})
      }
    ];
  });
}

/** "reduced its overall Scope 1 and 2 GHG emissions by 4.2%": the verb of a clause ending "by", however far back. */
function governingVerb(before: string): string {
  const clause = /(?:^|[.;:!?])([^.;:!?]*)\bby\s*$/u.exec(before)?.[1] ?? '';
  return /^\s*\S*\s*$/u.test(clause)
    ? ''
    : (/\b(?:reduc\w*|cut|lower\w*|decreas\w*|increas\w*|rais\w*|grew|rose)\b/iu.exec(clause)?.[0] ?? '');
}

function lastReference(text: string): RegExpExecArray | null {
  let last: RegExpExecArray | null = null;
  for (const m of text.matchAll(new RegExp(REFERENCE.source, 'giu'))) last = m as RegExpExecArray;
  return last;
}

const sameSeries =
  (s: Statement) =>
  (o: GhgObservation): boolean =>
    o.kind === s.kind && !o.component && (o.basis ?? undefined) === (s.basis ?? undefined) && o.category === undefined;

/** One value per year from the inventory: undefined when absent, every statement when they differ. */
function oneValue(obs: readonly GhgObservation[]): GhgObservation | GhgObservation[] | undefined {
  if (!obs.length) return undefined;
  return new Set(obs.map((o) => Math.round(o.tonnes))).size === 1 ? obs[0] : [...obs];
}

/** The series' value in the year the text names, else in its latest year after the base. */
function latest(inventory: readonly GhgObservation[], s: Statement): GhgObservation | undefined {
  const series = inventory.filter((o) => sameSeries(s)(o) && o.year !== undefined && o.year > s.baseYear);
  const year = s.year ?? Math.max(...series.map((o) => o.year!));
  const got = oneValue(series.filter((o) => o.year === year));
  return Array.isArray(got) ? undefined : got;
}

export function checkProgress(stated: readonly StatedText[], inventory: readonly GhgObservation[]): ProgressCheck[] {
  const out: ProgressCheck[] = [];
  for (const src of stated) {
    const own = inventory.filter((o) => o.source === src.source);
    for (const s of statements(src, own)) out.push(check(src, s, own, inventory));
  }
  return out;
}

function check(
  src: StatedText,
  s: Statement,
  own: readonly GhgObservation[],
  inventory: readonly GhgObservation[]
): ProgressCheck {
  const name = `${LABEL[s.kind]}${s.basis ? ` (${s.basis}-based)` : ''}`;
  // A printed sign ("-5.2 %") is the report's own; a direction word only signs an unsigned figure.
  const statedPct = s.pct.value < 0 ? s.pct.value : (s.down ? -1 : 1) * s.pct.value;
  const tolerancePp = printedTolerance(s.pct.raw);
  const base0 = {
    checkName: 'baseline_progress' as const,
    severity: 'medium' as const,
    baseYear: s.baseYear,
    statedPct,
    tolerancePp
  };
  const statedValue = statedPctValue(`stated change since ${s.baseYear}`, statedPct, src);
  const inconclusive = (why: string, values: CheckValue[] = []): ProgressCheck => ({
    ...base0,
    result: 'inconclusive',
    values: [statedValue, ...values],
    computation: '',
    message: `Page ${src.page} states a change of ${fmt(statedPct)} % in ${name} against ${s.baseYear}, but ${why}`
  });
  const current = s.level ?? latest(inventory, s);
  if (!current || current.year === undefined) {
    return inconclusive(
      s.year === undefined
        ? 'the report gives no single current value of that series to recompute it from.'
        : `the report gives no single ${s.year} value of ${name} to recompute it from.`
    );
  }
  const ownBase = own.find((o) => sameSeries(s)(o) && o.year === s.baseYear);
  const found = ownBase ?? oneValue(inventory.filter((o) => sameSeries(s)(o) && o.year === s.baseYear));
  if (!found)
    return inconclusive(`no ${s.baseYear} value of ${name} is stated to recompute it from.`, [
      obsValue(`${name}, ${current.year}`, current)
    ]);
  if (Array.isArray(found)) {
    return inconclusive(
      `the ${s.baseYear} value is stated differently in different places ` +
        `(${found.map((o) => `${fmtTonnes(o.tonnes)} t, p. ${o.page}`).join('; ')}).`,
      found.map((o) => obsValue(`${name}, ${s.baseYear}`, o))
    );
  }
  const computed = ((current.tonnes - found.tonnes) / found.tonnes) * 100;
  const ok = Math.abs(computed - statedPct) <= tolerancePp + 1e-9;
  const values = [
    statedValue,
    obsValue(`${name}, ${current.year}`, current),
    obsValue(`${name}, ${s.baseYear} (base year)`, found)
  ];
  const computation =
    `(${fmt(current.tonnes, 0)} − ${fmt(found.tonnes, 0)}) / ` +
    `${fmt(found.tonnes, 0)} = ${fmt(computed, 2)} %; stated ${fmt(statedPct, 1)} %`;
  const result = { ...base0, year: current.year, computedPct: computed, values, computation };
  if (ok)
    return {
      ...result,
      result: 'pass',
      message:
        `The stated ${s.pct.raw} change of ${name} since ${s.baseYear} ` +
        `agrees with the figures (${fmt(computed, 2)} %).`
    };
  return {
    ...result,
    result: 'fail',
    message:
      `Page ${src.page} states a change of ${fmt(statedPct)} % in ${name} against ` +
      `${s.baseYear}; the figures give ${fmt(computed, 2)} % (${fmtTonnes(current.tonnes)} t ` +
      `CO2e in ${current.year} against ${fmtTonnes(found.tonnes)} t in ${s.baseYear}, page ` +
      `${found.page}).${explainedBy(s, current, statedPct, tolerancePp, found, inventory)}`
  };
}

/** A base value stated elsewhere that would give the stated percentage: the likely wrong baseline. */
function explainedBy(
  s: Statement,
  current: GhgObservation,
  statedPct: number,
  tol: number,
  used: GhgObservation,
  inventory: readonly GhgObservation[]
): string {
  const other = inventory.find(
    (o) =>
      sameSeries(s)(o) &&
      o !== current &&
      o.tonnes !== used.tonnes &&
      o.year !== undefined &&
      o.year < current.year! &&
      Math.abs(((current.tonnes - o.tonnes) / o.tonnes) * 100 - statedPct) <= tol + 1e-9
  );
  return other
    ? ` The stated figure matches a base of ${fmtTonnes(other.tonnes)} t ` +
        `(${other.year}, page ${other.page}): it was probably computed from that value.`
    : '';
}
