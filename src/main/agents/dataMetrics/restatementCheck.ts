/**
 * Restatements within one report (seed FRD 7): the same figure (scope, Scope 2 basis, category,
 * year) stated in two places must agree to the precision printed ("48.2 kt" agrees with "48,213 t").
 * A difference the report explains ("restated", "recalculated" next to either value) passes with a
 * low severity and says so; an unexplained one fails. When most places agree, only the odd ones out
 * are put to the test. Values more than twice apart are not a plausible restatement: one of them is
 * probably another quantity read as this figure, so the check is inconclusive and says where to
 * look. Base-year values are the baseline check's.
 */
import { parseNumber } from '../../facts/numbers';
import type { GhgObservation } from '../../facts/inventory';
import type { PartialPeriod } from './reportingPeriods';
import { GHG_LABEL as LABEL, fmtTonnes as fmt, obsValue, type CheckResult, type CheckValue } from './checkTypes';

export interface RestatementCheck {
  checkName: 'restatement';
  result: CheckResult;
  severity: 'medium' | 'low';
  year: number;
  series: string;
  values: CheckValue[];
  computation: string;
  message: string;
}

/** Beyond this ratio two values are not two versions of one figure. */
export const RESTATEMENT_MAX_RATIO = 2;

/** The number a figure prints, before any unit ("485,710.0 kt CO2e" → 485710). */
function printedNumber(raw: string): number | undefined {
  const m = /\d[\d.,\u00a0\u202f ]*\d|\d/u.exec(raw);
  const parsed = m ? parseNumber(m[0].trim()) : null;
  return parsed && parsed.kind !== 'missing' ? parsed.value : undefined;
}

/**
 * Two statements of one figure that print the same number at scales a thousand or a million apart
 * ("485,710 tonnes" in prose, "485,710.0" in a table of '000 t): the report printed one number under two
 * units. A misreading of a scale by the reader prints other numbers ("387" kt beside "387,000 t"), so it
 * is never taken for this.
 */
function unitSlip(places: readonly GhgObservation[]): { digits: string; ratio: number } | undefined {
  if (places.length !== 2) return undefined;
  const [a, b] = places as [GhgObservation, GhgObservation];
  const [x, y] = [printedNumber(a.raw), printedNumber(b.raw)];
  if (x === undefined || y === undefined || x < 100 || Math.abs(x - y) > 5e-4 * x) return undefined;
  const digits = a.raw.replace(/\s*[^\d.,\s].*$/u, '').trim();
  const ratio = Math.max(Math.abs(a.tonnes), Math.abs(b.tonnes)) / Math.min(Math.abs(a.tonnes), Math.abs(b.tonnes));
  const scale = [1e3, 1e6].find((k) => Math.abs(ratio / k - 1) <= 0.005);
  return scale ? { digits, ratio: scale } : undefined;
}
const EXPLAINED = new RegExp(
  String.raw`\b(?:restat\w*|recalculat\w*|re-?baselin\w*|revis\w*|correct(?:ed|ion)s?|adjusted|` +
    String.raw`updated (?:figure|value|methodolog)\w*)\b`,
  'iu'
);
const BASELINE = /\bbase[- ]?(?:line|year)\b/iu;

/** The tonnes one step of the last printed digit stands for ("48.2 kt" → 100 t, "48,213" → 1 t). */
export function printedStep(o: Pick<GhgObservation, 'raw' | 'tonnes'>): number {
  const m = /\d[\d.,\u00a0\u202f ]*\d|\d/u.exec(o.raw);
  if (!m) return 0;
  const token = m[0].replace(/[\u00a0\u202f ]/gu, '');
  const last = Math.max(token.lastIndexOf('.'), token.lastIndexOf(','));
  const tail = last >= 0 ? token.slice(last + 1) : '';
  // A last group of exactly three digits after a separator groups thousands; else it is a decimal part.
  const decimals = last >= 0 && tail.length !== 3 ? tail.length : 0;
  const printed = Number(
    decimals ? `${token.slice(0, last).replace(/[.,]/gu, '')}.${tail}` : token.replace(/[.,]/gu, '')
  );
  return printed > 0 ? (o.tonnes / printed) * 10 ** -decimals : 0;
}

/** Two statements agree when they differ by no more than half the coarser printed step. */
export const agreeAsPrinted = (a: GhgObservation, b: GhgObservation): boolean =>
  Math.abs(a.tonnes - b.tonnes) <= Math.max(printedStep(a), printedStep(b)) / 2 + 1e-6;

const seriesOf = (o: GhgObservation): string =>
  `${o.kind === 'scope3_category' ? `Scope 3 category ${o.category}` : LABEL[o.kind]}` +
  `${o.basis ? ` (${o.basis}-based)` : ''}`;

export function checkRestatements(
  inventory: readonly GhgObservation[],
  partial: readonly PartialPeriod[] = []
): RestatementCheck[] {
  const groups = new Map<string, GhgObservation[]>();
  for (const o of inventory) {
    if (o.year === undefined || o.component) continue;
    const key = `${o.kind}|${o.basis ?? ''}|${o.category ?? ''}|${o.year}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const out: RestatementCheck[] = [];
  for (const obs of groups.values()) {
    // The same statement read twice (a claim and the report figure over one table row) is one place.
    const places = obs.filter((o, i) => obs.findIndex((p) => p.page === o.page && p.tonnes === o.tonnes) === i);
    if (places.length < 2 || places.some((o) => BASELINE.test(o.text) && new RegExp(`\\b${o.year}\\b`).test(o.text)))
      continue;
    out.push(judge(places, partial));
  }
  return out;
}

function judge(places: GhgObservation[], partial: readonly PartialPeriod[]): RestatementCheck {
  const first = places[0]!;
  const series = seriesOf(first);
  const year = first.year!;
  const computation = places.map((o) => `${fmt(o.tonnes)} (p. ${o.page})`).join(' vs ');
  const agreeing = places.map((o) => places.filter((p) => agreeAsPrinted(o, p)).length);
  const most = Math.max(...agreeing);
  // A strict majority that agrees is taken as the figure; the others are the ones under test.
  const majority = most > places.length / 2 && agreeing.filter((n) => n === most).length === most;
  const odd = (o: GhgObservation, i: number): boolean => !majority || agreeing[i] !== most;
  const values = places.map((o, i) => obsValue(`${series}, ${year}`, o, odd(o, i) ? 'tested' : 'input'));
  const base = { checkName: 'restatement' as const, year, series, values, computation };
  if (most === places.length) {
    return {
      ...base,
      result: 'pass',
      severity: 'low',
      message:
        `${series} for ${year} is the same, to the precision printed, in ` +
        `the ${places.length} places it is stated (pages ${pages(places)}).`
    };
  }
  const tonnes = places.map((o) => Math.abs(o.tonnes));
  const unsure = (why: string): RestatementCheck => ({
    ...base,
    values: values.map((v) => ({ ...v, role: 'input' as const })),
    result: 'inconclusive',
    severity: 'low',
    message: `${series} for ${year} is read as ${computation}: ${why}`
  });
  const slip = unitSlip(places);
  if (slip)
    return {
      ...base,
      result: 'fail',
      severity: 'medium',
      message:
        `${series} for ${year} is stated as ${computation}: the same number (${slip.digits}) printed at two ` +
        `scales, ${fmt(slip.ratio)}× apart. One of them is in the wrong unit (tonnes in a column of thousands, ` +
        'or kilograms as tonnes).'
    };
  if (Math.max(...tonnes) > RESTATEMENT_MAX_RATIO * Math.min(...tonnes)) {
    return unsure(
      'values this far apart are probably not one figure stated twice, so ' +
        'one of them may be another quantity read as this one; see the pages.'
    );
  }
  // One page stating one figure several ways is more likely a table whose columns were misread.
  if (new Set(places.map((o) => o.page)).size === 1)
    return unsure(
      'one page giving one figure several values is more likely ' +
        'a table whose columns were not read apart; see the page.'
    );
  const explained = places.find((o) => EXPLAINED.test(o.text));
  const shown = `${series} for ${year} is stated as ${computation}`;
  // A page stating its figures over a shorter or mixed reporting period is another perimeter.
  const period =
    !explained && partial.find((p) => places.some((o) => o.page === p.page) && places.some((o) => o.page !== p.page));
  if (period) {
    return {
      ...base,
      result: 'pass',
      severity: 'low',
      message:
        `${shown}; page ${period.page} states its figures for another reporting period ` +
        `("${period.statement.slice(0, 160)}"), which explains the difference: the ` +
        'figures are not of one perimeter, so compare them only on the same period.'
    };
  }
  return explained
    ? {
        ...base,
        result: 'pass',
        severity: 'low',
        message: `${shown}; page ${explained.page} explains the difference as a restatement.`
      }
    : {
        ...base,
        result: 'fail',
        severity: 'medium',
        message: `${shown}, and the report does not explain the difference: a reader cannot tell which is right.`
      };
}

const pages = (obs: readonly GhgObservation[]): string =>
  [...new Set(obs.map((o) => o.page))].sort((a, b) => a - b).join(', ');
