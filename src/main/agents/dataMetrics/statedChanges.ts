/**
 * Changes the report states in prose, bound to their subject and to the years they name: "Scope 3
 * emissions fell 15 % compared with 2023" is a change of Scope 3 against 2023; "By 2024, Scope 1 and
 * 2 emissions (market-based) were 37.2 % lower than in the 2019 base year" a change of Scopes 1+2
 * market-based from 2019 to 2024. The reference is a year ("since 2023", "versus FY2023", "compared
 * with 2023/24": the fiscal year ending 2024), two years ("between 2021 and 2023"), or the previous
 * year ("versus the previous year", "year on year"). The subject is the GHG figure the text states
 * before the percentage, else the scopes printed with it. Sentences about the future are targets,
 * changes of an intensity are not changes of the absolute figures, the effect of one measure ("this
 * effort helped reduce … by 0.9%", "a 43,549 t decrease, … a 5.2 % decrease") and a part of a scope (upstream, a category) are not the series'
 * change: none of them is read here.
 */
import type { ClaimFigure } from '../../../shared/domain/claim';
import type { GhgBasis, GhgKind } from '../../facts/ghg';
import type { GhgObservation, StatedText } from '../../facts/inventory';
import { comparedYear } from './yoyCheck';
import { fiscalYearsAsEnds } from '../../facts/dates';
import { priorYearFigure } from '../../facts/reportingYear';

export interface StatedChange {
  pct: ClaimFigure;
  down: boolean;
  /** The year compared with; undefined for "the previous year" (the year before the current one). */
  baseYear?: number;
  /** The year the change reaches, when the text names it ("between 2021 and 2023", "In 2024, …"). */
  year?: number;
  /** The text calls the reference a base year or baseline. */
  baseline: boolean;
  kind: GhgKind;
  basis?: GhgBasis;
  /** The GHG figure the text itself states as the current level, if any. */
  level?: GhgObservation;
}

const DOWN = /\b(?:down|lower|less|fell|fall(?:s|ing)?|fallen|decreas\w*|reduc\w*|cut|dropp?\w*|declin\w*|below)\b/iu;
const UP = /\b(?:up|higher|more|rose|risen|increas\w*|grew|grown|above)\b/iu;
const FY = String.raw`(?:fiscal\s+(?:year\s+)?|FY\s*)?`;
/** "between 2021 and 2023": the first year is the base, the second the year the change reaches. */
const BETWEEN = new RegExp(String.raw`\bbetween\s+${FY}((?:19|20)\d\d)\s+and\s+${FY}((?:19|20)\d\d)\b`, 'iu');
const PREVIOUS =
  String.raw`(?:the\s+)?(?:previous|prior|preceding|last)\s+(?:fiscal\s+|reporting\s+)?year|` +
  String.raw`year[- ](?:on|over)[- ]year`;
const REFERENCE = new RegExp(
  String.raw`\b(?:since|compared (?:to|with)|relative to|against|versus|vs\.?|from|over|below|above|than(?: in)?)` +
    String.raw`\s+(?:(?:our|the|its|a)\s+)?${FY}((?:19|20)\d\d)\b|` +
    String.raw`\b((?:19|20)\d\d)\s+(?:base[- ]?(?:year|line)|baseline|levels?)\b|` +
    String.raw`\bbase[- ]?(?:year|line)(?:\s+year)?\s+(?:of\s+)?${FY}((?:19|20)\d\d)\b|` +
    String.raw`\b(?:(?:compared (?:to|with)|relative to|against|versus|vs\.?|than(?: in)?|over|from)\s+)?(${PREVIOUS})\b`,
  'iu'
);
/**
 * "In 2024, …", "By 2024, …", "in FY2024", "By FY2023/24, …": the year the change reaches, before the percentage (a
 * split fiscal year reaches the year it ends).
 */
const YEAR_REACHED = new RegExp(
  String.raw`\b(?:in|by|for|during)\s+${FY}((?:19|20)\d\d)(?:\s?\/\s?(\d{4}|\d{2}))?\b`,
  'giu'
);
/** The year a split year ends: "2023" with "24" → 2024; a year alone is itself. */
const endYear = (first: string, second: string | undefined): number =>
  second === undefined ? Number(first) : second.length === 4 ? Number(second) : Number(first.slice(0, 2) + second);
/** Sentences about the future are targets, not progress. */
const FUTURE = new RegExp(
  String.raw`\b(?:target\w*|aim\w*|goal|commit\w*|pledge\w*|ambition|plan(?:s|ned)? to|will|intend\w*|` +
    String.raw`by (?:the end of )?20[2-9]\d)\b`,
  'iu'
);
/** "By 2024, …" opening a sentence or a clause ("Progress so far: by 2025, …"): the year reached, not a deadline. */
const REACHED_BY = /(?:^|[.;:!?]\s+)[Bb]y\s+(?:19|20)\d\d,/gu;
/** A change of an intensity ("per product unit sold", "emission intensity") is not a change of the absolute figures. */
const INTENSITY = new RegExp(
  String.raw`\bintensit(?:y|ies)\b|\bper\s+(?:product|unit|tonne|ton|employee|fte|revenue|sales|million|` +
    String.raw`thousand|eur|€|usd|\$|m²|m2|square|vehicle|km|kwh|mwh)`,
  'iu'
);
/** The effect of one measure ("this effort helped reduce … by 0.9%"), not the change of the series. */
const EFFECT =
  /\b(?:help(?:ed|s|ing)?\s+(?:to\s+)?(?:reduce|cut|lower|decrease)|contribut\w*|avoid\w*|sav(?:ed|ings?))\b/iu;
/**
 * A change stated as an amount of tonnes ("resulting in a 43,549 t CO2 decrease … and, correspondingly, to a
 * 5.2 % decrease"): the percentage is that amount's share (often of one measure), not the series' change.
 */
const AMOUNT_CHANGE = new RegExp(
  String.raw`\b\d[\d,.]*\s*(?:k?t|tonnes?|tons?|metric tons?)\s*(?:of\s+)?(?:co2e?|co₂e?)?\s*` +
    String.raw`(?:decrease|increase|reduction|rise|drop)\b|` +
    String.raw`\b(?:decrease|increase|reduction|rise|drop) of \d[\d,.]*\s*(?:k?t|tonnes?|tons?|metric tons?)\b`,
  'iu'
);
/** Parts of Scope 3 ("Scope 3 upstream footprint", "category 1"): not the scope's own series. */
const PART_OF_SCOPE = /\b(?:upstream|downstream|categor(?:y|ies)|cat\.)\b/iu;
const BASELINE_WORD = /\bbase[- ]?(?:year|line)\b/iu;
const SCOPE_KIND: Record<string, GhgKind> = {
  '1': 'scope1',
  '2': 'scope2',
  '3': 'scope3',
  '1,2': 'scope1_2',
  '1,2,3': 'scope1_2_3'
};
const GHG_NEAR = /\b(?:emission\w*|ghg|greenhouse|co2e?|co₂e?|carbon|scopes?)\b/iu;
/** How far around a percentage its subject and reference year are looked for. */
const BEFORE = 90;
const AFTER = 80;

function basisOf(text: string): GhgBasis | undefined {
  if (/market[- ]based/iu.test(text)) return 'market';
  if (/location[- ]based/iu.test(text)) return 'location';
  return undefined;
}

/** "reduced its overall Scope 1 and 2 GHG emissions by 4.2%": the verb of a clause ending "by", however far back. */
function governingVerb(sentence: string): string {
  const clause = /\bby\s*$/u.test(sentence) ? sentence.replace(/\bby\s*$/u, '') : '';
  return /^\s*\S*\s*$/u.test(clause)
    ? ''
    : (/\b(?:reduc\w*|cut|lower\w*|decreas\w*|increas\w*|rais\w*|grew|rose|fell)\b/iu.exec(clause)?.[0] ?? '');
}

function lastReference(text: string): RegExpExecArray | null {
  let last: RegExpExecArray | null = null;
  for (const m of text.matchAll(new RegExp(REFERENCE.source, 'giu'))) last = m as RegExpExecArray;
  return last;
}

/** The last year the sentence before the percentage names as reached ("In 2024, …"), if it is not the base. */
function yearReached(before: string, baseYear: number | undefined): number | undefined {
  const sentence = before.split(/[.;!?](?=\s)/u).at(-1) ?? '';
  const years = [...sentence.matchAll(YEAR_REACHED)].map((m) => endYear(m[1]!, m[2])).filter((y) => y !== baseYear);
  const y = years.at(-1);
  return y !== undefined && (baseYear === undefined || y > baseYear) ? y : undefined;
}

/** The reference names a base year: "2019 base year", "baseline year 2020", "than in the 2019 base year". */
const calledBaseline = (ref: RegExpExecArray): boolean =>
  BASELINE_WORD.test(ref[0]) || BASELINE_WORD.test(ref.input.slice(ref.index + ref[0].length).slice(0, 15));

/** The sentence up to a percentage (at most 200 characters back): what it speaks of. */
const sentenceBefore = (text: string, at: number): string =>
  text
    .slice(Math.max(0, at - 200), at)
    .split(/[.;!?](?=\s)/u)
    .at(-1) ?? '';

/** A GHG level of the text stands before the percentage: "9,380 t, 6.2% lower than in 2022" is the yoy check's. */
const levelled = (ghg: readonly GhgObservation[], pct: ClaimFigure): boolean =>
  ghg.some((g) => g.end <= pct.start && g.year !== undefined && !g.component);

/**
 * The stated changes of one text: a percentage about emissions, with a direction and the reference
 * that follows it (up to the next percentage) or, failing that, precedes it. Each percentage is read
 * in its own window, so "a 19% increase in employees … a 36% emissions reduction compared to 2022
 * (-50% vs 2021)" gives two changes, against 2022 and 2021, and none on staff. A level followed by a
 * change ("9,380 t, 6.2% lower than in 2022") is the year-over-year check's own reading.
 */
/** "below the base year", "compared with our baseline": the base year named without its year. */
const BARE_BASE =
  /\b(?:since|compared (?:to|with)|relative to|against|versus|vs\.?|from|below|above|than(?: in)?)\s+(?:the|our|its)\s+base[- ]?(?:year|line)\b/iu;

/** A reference to the base year without its year, read as a reference to the report's one base year (`base`). */
function bareBase(after: string, base: number | undefined): RegExpExecArray | null {
  return base !== undefined && BARE_BASE.test(after) ? REFERENCE.exec(`from the ${base} base year`) : null;
}

/**
 * A reference found before a percentage, unless it follows the percentage before right away ("28.8 % below the
 * 2019 base year · 56 % of energy …"): that one is the earlier percentage's own.
 */
const ownReference = (ref: RegExpExecArray | null, afterPrevious: boolean): RegExpExecArray | null =>
  ref && afterPrevious && ref.index < 30 ? null : ref;

export function statedChanges(src: StatedText, ghg: readonly GhgObservation[], base?: number): StatedChange[] {
  const text = fiscalYearsAsEnds(src.text);
  const pcts = src.figures.filter((f) => f.unit === '%');
  return pcts.flatMap((pct, i): StatedChange[] => {
    if (pct.valueTo !== undefined || (comparedYear(text, pct) !== undefined && levelled(ghg, pct))) return [];
    const stop = pcts[i + 1]?.start ?? text.length;
    const from = Math.max(0, pct.start - BEFORE, pcts[i - 1]?.end ?? 0);
    const before = text.slice(from, pct.start);
    const after = text.slice(pct.end, Math.min(stop, pct.end + AFTER));
    if (
      !GHG_NEAR.test(sentenceBefore(text, pct.start) + ' ' + after) ||
      EFFECT.test(sentenceBefore(text, pct.start)) ||
      AMOUNT_CHANGE.test(sentenceBefore(text, pct.start)) ||
      FUTURE.test((before + ' ' + after).replace(REACHED_BY, ' ')) ||
      INTENSITY.test(before.slice(-50) + ' ' + after)
    )
      return [];
    // "between 2019 and 2023" after the percentage, or opening its sentence ("Between FY 2018/19 and …, … 32 %").
    const span = BETWEEN.exec(after.slice(0, 40)) ?? BETWEEN.exec(sentenceBefore(text, pct.start));
    // "against 2020 by 0.9% and against the previous year by 3.3%": a reference followed by "by" is the next one's.
    const nextOwns = i + 1 < pcts.length && /^\s*(?:,\s*)?and\b/u.test(after) && /\bby\s*$/u.test(after);
    const ref =
      span ??
      (nextOwns ? null : (REFERENCE.exec(after) ?? bareBase(after, base))) ??
      ownReference(lastReference(before), i > 0 && from === pcts[i - 1]!.end);
    if (!ref) return [];
    const previous = !span && ref[4] !== undefined;
    const baseYear = previous ? undefined : Number(ref[1] ?? ref[2] ?? ref[3]);
    if (baseYear !== undefined && !Number.isFinite(baseYear)) return [];
    const year = span ? Number(span[2]) : yearReached(before, baseYear);
    if (year !== undefined && baseYear !== undefined && year <= baseYear) return [];
    const around = before.slice(-50) + ' ' + after.slice(0, 40) + ' ' + governingVerb(sentenceBefore(text, pct.start));
    const down = DOWN.test(around);
    if (!down && !UP.test(around)) return [];
    const level = [...ghg].reverse().find(
      (g) =>
        g.year !== undefined &&
        g.year !== baseYear &&
        (year === undefined || g.year === year) &&
        !g.component &&
        g.end <= pct.start &&
        // "370,440 t (prior year: 426,910 t), a decrease of 12.1 %": the change is the level's, not the comparison's.
        !priorYearFigure(src.text, g.start)
    );
    const kind =
      level?.kind ??
      (PART_OF_SCOPE.test(sentenceBefore(text, pct.start)) ? undefined : SCOPE_KIND[[...pct.scopes].sort().join(',')]);
    if (!kind) return [];
    const basis = level?.basis ?? basisOf(before + after);
    return [
      {
        pct,
        down,
        baseline: !previous && calledBaseline(ref),
        kind,
        ...(baseYear !== undefined ? { baseYear } : {}),
        ...(year !== undefined ? { year } : {}),
        ...(basis ? { basis } : {}),
        ...(level ? { level } : {})
      }
    ];
  });
}
