/**
 * Year-over-year changes the report states ("48,200 tCO2e, 6.2% lower than in 2022"), recomputed
 * from the figures (seed FRD 7): the stated level and the prior year's value of the same scope and
 * basis give the change; within 0.1 percentage points and with the right direction it passes. A
 * prior value the report does not state makes the check inconclusive; one it states twice differently
 * fails only when the change contradicts every one of them (else inconclusive). Changes stated in
 * prose without their level ("Scope 3 emissions fell 15 % compared with 2023") are read by
 * statedChanges.ts and recomputed by progressCheck.ts under this check's name.
 */
import type { ClaimFigure } from '../../../shared/domain/claim';
import { obsValue, statedPctValue, type CheckResult, type CheckValue } from './checkTypes';
import type { GhgObservation, PageText, StatedText } from '../../facts/inventory';
import { withSubjectBefore } from './sinceThen';
import { changeAgrees } from './series';
import { fiscalYearsAsEnds } from '../../facts/dates';

/** One observation as a series value, for the precision it was printed at. */
const one = (o: GhgObservation) => ({ tonnes: o.tonnes, from: [o] });

export interface YoyCheck {
  checkName: 'yoy_change';
  result: CheckResult;
  severity: 'medium';
  year: number;
  priorYear: number;
  values: CheckValue[];
  /** The change as stated and as computed, in percent (negative: a decrease). */
  statedPct: number;
  computedPct?: number;
  tolerancePp: number;
  computation: string;
  message: string;
}

export const YOY_TOLERANCE_PP = 0.1;

const DOWN = /^(?:lower|less|down|below|fewer|decrease|reduction|drop)/iu;
/** After a percentage: a direction, then the year compared with. */
const COMPARED = new RegExp(
  String.raw`^\s*(lower|higher|less|more|down|up|below|above)\b[^.;]{0,24}?\b` +
    String.raw`(?:than|compared (?:with|to)|vs\.?|versus|from|on)` +
    String.raw`\s+(?:in\s+|the\s+)?(?:fiscal\s+(?:year\s+)?|FY\s?)?((?:19|20)\d\d)\b`,
  'iu'
);

/** The direction before a percentage ("down 15.6% on 2023", "a fall of 4.9 % vs 2023"). */
const DIRECTION_BEFORE =
  /\b(down|up|lower|higher|fell|rose|decreased|increased|a (?:fall|drop|decrease|reduction|rise|increase))(?:\s+(?:by|of))?\s*$/iu;
/** After such a percentage: the year compared with. */
const YEAR_AFTER =
  /^\s*(?:on|vs\.?|versus|compared (?:with|to)|against)\s+(?:the\s+)?(?:fiscal\s+(?:year\s+)?|FY\s?)?((?:19|20)\d\d)\b/iu;
const FALLS = /^(?:down|lower|fell|decreased|a (?:fall|drop|decrease|reduction))/iu;
/** The prior year's figure in brackets just before the change: "473,420 tonnes (2024: 503,930 tonnes), a decrease of". */
const PRIOR_BRACKET = /\(\s*(?:FY\s?)?((?:19|20)\d\d)\s*:[^()]*\)\s*,?\s*$/u;

/** A percentage compared with a year: its direction and that year, after it or around it. */
function comparison(text: string, pct: ClaimFigure): { down: boolean; priorYear: number } | undefined {
  const m = COMPARED.exec(text.slice(pct.end));
  if (m) return { down: DOWN.test(m[1]!), priorYear: Number(m[2]) };
  const window = text.slice(Math.max(0, pct.start - 30), pct.start);
  const before = DIRECTION_BEFORE.exec(window);
  if (!before) return undefined;
  const after = YEAR_AFTER.exec(text.slice(pct.end));
  if (after) return { down: FALLS.test(before[1]!), priorYear: Number(after[1]) };
  // "… (2024: 503,930 tonnes), a decrease of 13.6 per cent": the change against the year in brackets.
  const head = text.slice(Math.max(0, pct.start - 30 - 80), pct.start - (window.length - before.index));
  const bracket = PRIOR_BRACKET.exec(head);
  return bracket ? { down: FALLS.test(before[1]!), priorYear: Number(bracket[1]) } : undefined;
}

/** The year a percentage is compared with ("6.2% lower than in 2022", "down 15.6% on 2023"), if any. */
export function comparedYear(text: string, pct: ClaimFigure): number | undefined {
  return comparison(text, pct)?.priorYear;
}

/** Statements of the text: a percentage compared with a year, and the GHG level in the same text. */
function statements(
  text: string,
  figures: readonly ClaimFigure[]
): Array<{ pct: ClaimFigure; down: boolean; priorYear: number }> {
  return figures.flatMap((f) => {
    if (f.unit !== '%') return [];
    const c = comparison(text, f);
    return c ? [{ pct: f, ...c }] : [];
  });
}

const fmt = (n: number, d = 1): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** A fail when the change contradicts every prior value printed, naming each and its page; else undefined. */
function everyPriorFails(
  base: Pick<YoyCheck, 'checkName' | 'severity' | 'year' | 'priorYear' | 'statedPct' | 'tolerancePp'>,
  src: StatedText,
  level: GhgObservation,
  priors: readonly GhgObservation[],
  head: CheckValue[]
): YoyCheck | undefined {
  const stated = base.statedPct;
  const readings = priors
    .filter((p, i) => priors.findIndex((q) => Math.round(q.tonnes * 1000) === Math.round(p.tonnes * 1000)) === i)
    .map((p) => ({ p, computed: ((level.tonnes - p.tonnes) / p.tonnes) * 100 }));
  if (readings.some((r) => changeAgrees(stated, YOY_TOLERANCE_PP, one(level), one(r.p)))) return undefined;
  return {
    ...base,
    result: 'fail',
    computedPct: readings[0]!.computed,
    values: [...head, ...readings.map((r) => obsValue(`${base.priorYear}`, r.p))],
    computation: readings
      .map((r) => `(${fmt(level.tonnes, 0)} − ${fmt(r.p.tonnes, 0)}) / ${fmt(r.p.tonnes, 0)} = ${fmt(r.computed, 2)} %`)
      .join('; ')
      .concat(`; stated ${fmt(stated, 1)} %`),
    message:
      `Page ${src.page} states a change of ${fmt(stated)} % against ${base.priorYear}; with either ` +
      `${base.priorYear} value the figures give otherwise (${fmt(level.tonnes, 0)} t CO2e in ${level.year}, ` +
      `page ${level.page}, against ` +
      readings.map((r) => `${fmt(r.p.tonnes, 0)} t, page ${r.p.page}: ${fmt(r.computed, 2)} %`).join('; ') +
      ').'
  };
}

/** The stated changes of `stated`, each checked against the inventory built from the same texts. */
export function checkYoy(
  stated: readonly StatedText[],
  inventory: readonly GhgObservation[],
  pages: readonly PageText[] = []
): YoyCheck[] {
  const out: YoyCheck[] = [];
  for (const item of stated) {
    // "… 469,690 tonnes for 2023. That is 12.3 per cent lower than in 2022": the level is the sentence before's.
    const joined = withSubjectBefore(item, pages);
    const src = joined?.src ?? item;
    // The text's own GHG figures are the inventory's entries from this source (same object).
    const ghg = joined?.own ?? inventory.filter((o) => o.source === src.source);
    for (const s of statements(fiscalYearsAsEnds(src.text), src.figures)) {
      if (s.pct.start < (joined?.from ?? 0)) continue;
      // The level the change is about: the GHG figure of the text stated before the percentage.
      // The prior year's figure in brackets before the change is the comparison, not the level.
      const level = [...ghg]
        .reverse()
        .find((g) => g.end <= s.pct.start && g.year !== undefined && g.year !== s.priorYear && !g.component);
      if (!level || level.year === undefined) continue;
      // A printed sign ("-5.2 %") is the report's own; a direction word only signs an unsigned figure.
      const stated = s.pct.value < 0 ? s.pct.value : (s.down ? -1 : 1) * s.pct.value;
      const same = (o: GhgObservation): boolean =>
        o.kind === level.kind &&
        o.basis === level.basis &&
        o.category === level.category &&
        o.year === s.priorYear &&
        !o.component;
      // A text that states the prior value itself (a table row's change with its two figures) is read by it.
      const own = ghg.filter((o) => same(o) && o.start > level.end);
      const priors = own.length ? own : inventory.filter(same);
      const distinct = new Set(priors.map((p) => Math.round(p.tonnes * 1000)));
      const base = {
        checkName: 'yoy_change' as const,
        severity: 'medium' as const,
        year: level.year,
        priorYear: s.priorYear,
        statedPct: stated,
        tolerancePp: YOY_TOLERANCE_PP
      };
      const levelValue = obsValue(`${level.year}`, level);
      const statedValue = statedPctValue(`stated change ${s.priorYear}–${level.year}`, stated, src);
      // A prior year printed twice differently: every reading contradicting the change is still a fail.
      const neither =
        distinct.size > 1 ? everyPriorFails(base, src, level, priors, [statedValue, levelValue]) : undefined;
      if (neither) {
        out.push(neither);
        continue;
      }
      if (distinct.size !== 1) {
        out.push({
          ...base,
          result: 'inconclusive',
          values: [statedValue, levelValue],
          computation: '',
          message:
            distinct.size === 0
              ? `The report states a ${fmt(s.pct.value)} % change against ${s.priorYear} ` +
                `(page ${src.page}) but gives no ${s.priorYear} value to check it against.`
              : `The ${s.priorYear} value is stated differently in different places: ` +
                `the ${fmt(s.pct.value)} % change (page ${src.page}) cannot be checked.`
        });
        continue;
      }
      const prior = priors[0]!;
      const computed = ((level.tonnes - prior.tonnes) / prior.tonnes) * 100;
      const ok = changeAgrees(stated, YOY_TOLERANCE_PP, one(level), one(prior));
      const computation =
        `(${fmt(level.tonnes, 0)} − ${fmt(prior.tonnes, 0)}) / ` +
        `${fmt(prior.tonnes, 0)} = ${fmt(computed, 2)} %; stated ${fmt(stated, 1)} %`;
      out.push({
        ...base,
        result: ok ? 'pass' : 'fail',
        computedPct: computed,
        computation,
        values: [statedValue, levelValue, obsValue(`${s.priorYear}`, prior)],
        message: ok
          ? `The ${fmt(s.pct.value)} % change against ${s.priorYear} agrees with the figures (${fmt(computed, 2)} %).`
          : `Page ${src.page} states a change of ${fmt(stated)} % against ${s.priorYear}; the figures give ` +
            `${fmt(computed, 2)} % (${fmt(level.tonnes, 0)} t CO2e in ${level.year}, page ${level.page}, ` +
            `against ${fmt(prior.tonnes, 0)} t CO2e in ${s.priorYear}, page ${prior.page}).`
      });
    }
  }
  return out;
}
