/**
 * Reads the figures a sentence or table row states: value (scale applied), unit, the year it refers to,
 * GHG scope, and its character span. Years standing alone are periods, not figures; numbers that name a
 * scope, category or paragraph ("Scope 3", "Category 11") are labels.
 */
import { bindYears, fiscalYearsAsEnds, YEAR_PATTERN } from './dates';
import type { Figure, UnitResolver } from './figure';
import { parseNumber, type NumberStyle } from './numbers';
import { currencyOf, resolveUnitPhrase } from './units';

const DIGITS = String.raw`[-−+]?(?:\d{1,3}(?:[,.\u00a0\u202f\u2009 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;
/** A number, bracketed as a negative only when both brackets are there ("(1,234)"; "(55,000 t" is 55,000). */
const NUM = String.raw`(?:\(${DIGITS}\)|${DIGITS})(?:\s?%)?`;
const CUR = String.raw`(?<cur>[€$£¥₹]|\b(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|CAD|AUD|JPY|INR|CNY)\s?)?(?<![\p{L}\d.,])`;
const TAIL = String.raw`(?![\d])(?:\s?(?<scale>million|mn|billion|bn|thousand|trillion|m|k)\b)?`;
const FIGURE = new RegExp(String.raw`${CUR}(?<a>${NUM})(?:(?<sep>\s?(?:–|—|-|to)\s?)(?<b>${NUM}))?${TAIL}`, 'gu');
/** The same figure without a range: used when a range reading is refused ("from 2022 to 161,550"). */
const SINGLE = new RegExp(String.raw`${CUR}(?<a>${NUM})${TAIL}`, 'uy');
const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  trillion: 1e12
};
/**
 * "Scope 1", "Scopes 1 and 2", "Scope 1, 2 market-based and 3", "Scope 1 + 2 MB + 3", "Scope 1, market-based
 * Scope 2 and Scope 3" (a basis may qualify a scope in the list, after or before it), "Scopes 1, 2 marché et 3".
 */
const SCOPE = new RegExp(
  String.raw`\bscopes?[\s-]?([123](?:\s?(?:\(?(?:(?:location|market)[- ]based|MB|LB|march[ée]|localisation)\)?\s?)?` +
    // French and German tables join the list with "et" and "und" ("Scopes 1, 2 marché et 3").
    String.raw`(?:,|and|et|und|&|\+|-|–|to|\/)\s?` +
    String.raw`(?:\(?(?:location|market)[- ]based\)?\s)?(?:scope\s)?[123](?![\d.,]?\d))*)`,
  'giu'
);
/**
 * A scope named as the basis of a total ("Total emissions, with market-based Scope 2, were 4,103,320 t"): the
 * figure is the total's, not that scope's.
 */
const BASIS_OF_TOTAL =
  /\btotal\b[^.;()]*\b(?:with|including|incl\.|using)\s+(?:the\s+)?(?:(?:location|market)[- ]based\s+)?$/iu;
/** A Scope 2 basis after its short name: "S2 (MB)", "S2 LB", "S2m", "S2 market", "S2 location-based". */
const BASIS_SHORT = String.raw`(?:\s?\(?(?:LB|MB|market|location)(?:[- ]based)?\)?|[lm])`;
/**
 * The short forms factsheets and data tables print: "S1", "S2 (MB)", "S1+S2", "S1+2 (LB)" (capital S, never
 * the standards "IFRS S1", "IFRS S2" nor a paragraph "S2.29").
 */
const SCOPE_SHORT = new RegExp(
  String.raw`(?<!\bIFRS\s?)\bS([123]${BASIS_SHORT}?(?:\s?(?:\+|&|,|and)\s?S?[123]${BASIS_SHORT}?)*)` +
    String.raw`(?![\w.,]?\d)(?![\p{L}])`,
  'gu'
);
/** "value-chain emissions" name Scope 3 (with no scope printed beside them). */
const VALUE_CHAIN = /\bvalue[- ]chain\s+(?:ghg\s+|co2e?\s+|carbon\s+)?emissions\b/giu;
const LABEL_BEFORE = new RegExp(
  String.raw`(?:\b(?:scopes?|categor(?:y|ies)|cat\.|tier|paragraph|SDG|goal|article|section|page|note|` +
    String.raw`figure|table|chapter|ISO|GRI|level)\s?|[A-Z]\d*\.|#)$`,
  'iu'
);
const UNIT_AFTER = /^\s?([\p{L}³%₂][\p{L}\p{N}³₂\-./]*(?:\s(?:of\s)?[\p{L}₂][\p{L}\p{N}₂\-.]*){0,3})/u;

export interface ReadOptions extends NumberStyle {
  units?: UnitResolver;
}

interface Mention {
  start: number;
  end: number;
  text: string;
}

/**
 * A year as the report prints it: a split fiscal year written as its end ("FY2022/23" → "     2023") is given back
 * whole ("FY2022/23") from the padding before it.
 */
function asPrinted(printed: string, text: string, m: RegExpExecArray): string {
  let from = m.index;
  while (from > 0 && text[from - 1] === ' ' && printed[from - 1] !== ' ') from -= 1;
  return from === m.index ? m[0] : printed.slice(from, m.index + m[0].length);
}

function mentions(text: string, re: RegExp, pick: (m: RegExpExecArray) => string): Mention[] {
  return [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: pick(m) }));
}

function nearestBefore(list: Mention[], at: number, end: number): Mention | undefined {
  const before = list.filter((m) => m.start < at);
  if (before.length > 0) return before[before.length - 1];
  const distinct = new Set(list.map((m) => m.text));
  return distinct.size === 1 && list[0]!.start >= end ? list[0] : undefined;
}

/** "522,990 t CO₂e in Scope 1", "386,810 t in market-based Scope 2": the scope the figure is said to be in. */
const IN_SCOPE =
  /^\s*(?:of\s+(?:emissions\s+)?)?(?:in|from|for)\s+(?:(?:the|its|our)\s+)?(?:(?:market|location)[- ]based\s+)?$/iu;
const scopeAfter = (text: string, scopes: readonly Mention[], end: number): Mention | undefined => {
  const next = scopes.find((s) => s.start >= end);
  return next && IN_SCOPE.test(text.slice(end, next.start)) ? next : undefined;
};

function unitAfter(
  text: string,
  from: number,
  resolver?: UnitResolver
): { unit: string; co2e?: boolean; length: number } | undefined {
  const m = UNIT_AFTER.exec(text.slice(from));
  if (!m) return undefined;
  const words = m[1]!.split(' ');
  for (let n = words.length; n > 0; n -= 1) {
    const phrase = words
      .slice(0, n)
      .join(' ')
      .replace(/[.,;:]+$/u, '');
    const resolved = resolveUnitPhrase(phrase, resolver);
    if (resolved) return { ...resolved, length: m[0].indexOf(words[0]!) + phrase.length };
  }
  return undefined;
}

function scopesOf(text: string): number[] {
  return [...new Set((text.match(/[123]/gu) ?? []).map(Number))].sort();
}

type Groups = Record<string, string | undefined>;

const BRACKET = /\(\s*(?:in\s+)?([^()]{1,48}?)\s*\)/giu;
const CURRENCY_WORD = String.raw`[€$£¥₹]|EUR|USD|GBP|CHF|SEK|NOK|DKK|CAD|AUD|JPY|INR|CNY|KRW|euros?|dollars?`;
const SCALE_WORD = String.raw`thousand|million|mn|m|billion|bn|trillion|k`;
/** A money unit with its scale, either order: "EUR million", "€m", "Billion €", "million euros". */
const MONEY_SCALE = new RegExp(
  String.raw`^(?:(?<c1>${CURRENCY_WORD})\s?(?<s1>${SCALE_WORD})|(?<s2>${SCALE_WORD})\s?(?<c2>${CURRENCY_WORD}))\.?$`,
  'iu'
);
const CURRENCY_NAME: Record<string, string> = { euro: 'EUR', euros: 'EUR', dollar: 'USD', dollars: 'USD' };

type BracketUnit = Mention & { co2e?: boolean; scale?: string };
/** A header unit with a multiple: "(in 1,000 metric tons of CO₂ equivalents)", "(thousand tonnes CO2e)". */
const MULTIPLE = /^(1[,.\s]?000|1[,.\s]?000[,.\s]?000|thousands?|millions?)\s+(?:of\s+)?(.+)$/iu;

/** "EUR million" → EUR with the million scale; undefined for anything else. */
function moneyScale(phrase: string): { unit: string; scale: string } | undefined {
  const g = MONEY_SCALE.exec(phrase.trim())?.groups;
  if (!g) return undefined;
  const cur = (g.c1 ?? g.c2)!;
  const unit = CURRENCY_NAME[cur.toLowerCase()] ?? currencyOf(cur);
  return unit ? { unit, scale: (g.s1 ?? g.s2)!.toLowerCase() } : undefined;
}

/**
 * Units named in brackets ("Scope 1 (tCO2e): 2022 12,450", "(in MWh)", "Revenue (EUR million)"): they
 * apply to the figures after them that state none, with the bracket's scale ("EUR million": ×10⁶,
 * "in 1,000 metric tons of CO₂e": ×10³). The number inside such a bracket is not a figure.
 */
function bracketUnits(text: string, resolver?: UnitResolver): BracketUnit[] {
  const out: BracketUnit[] = [];
  for (const m of text.matchAll(BRACKET)) {
    const at = { start: m.index, end: m.index + m[0].length };
    const money = moneyScale(m[1]!);
    if (money) {
      out.push({ ...at, text: money.unit, scale: money.scale });
      continue;
    }
    const multiple = MULTIPLE.exec(m[1]!);
    // "(55,000 tCO2e)" states a figure; only a multiple ("1,000 t") may carry digits in a unit bracket.
    if (!multiple && /\d/u.test(m[1]!.replace(/co2|co₂|m3|m³/giu, ''))) continue;
    const unit = resolveUnitPhrase(multiple ? multiple[2]! : m[1]!, resolver);
    if (!unit || unit.unit === '%') continue;
    const scale = multiple ? (/^1[,.\s]?000$|^thousands?$/iu.test(multiple[1]!) ? 'thousand' : 'million') : undefined;
    out.push({ ...at, text: unit.unit, ...(unit.co2e ? { co2e: true } : {}), ...(scale ? { scale } : {}) });
  }
  return out;
}

/**
 * Figures after a column unit: "… 1,740 1,505", "… since 2022
 * 8 10", "… calculated with 1,206 1,339" (a side note run in).
 */
const CELLS_AFTER =
  /^(?:\s+(?:since|from)\s+(?:19|20)\d\d|(?:\s+\p{Ll}[\p{L}-]*){1,4})?\s+[-+(]?\d[\d.,]*\)?\s+[-+(]?\d/u;

/** "1,000 tonnes CO₂e" in a row label: a column unit with its multiple, not a figure. */
const LABEL_MULTIPLE = /(?<![\d.,])(1[,.]000(?:[,.]000)?|thousand|million)\s+(?=\p{L})/giu;

/** Words before a year that make it a starting point rather than a period: "since 2022", "as of 2021". */
const SINCE = /\b(?:since|from|as of|starting(?: in)?)\s*$/iu;
/**
 * Words before a year that make it the period even when a unit follows:
 * "emissions in 2021 tonnes of CO₂e" (a heading run into its unit line).
 */
const PERIOD_BEFORE = /\b(?:in|for|during|year)\s*$/iu;

/** Where a composed table row's cells start: after " — ", or after "label: " when a list of cells follows. */
export function rowCut(text: string): number {
  const dash = text.indexOf(' — ');
  if (dash >= 0) return dash;
  const colon = /: (?=(?:(?:FY ?)?(?:19|20)\d\d(?:\/\d{2,4})? )?[-+(]?\d[\d.,]*%?\)?(?:; |$))/u.exec(text);
  return colon ? colon.index : -1;
}

/**
 * In a table row composed as "label — cells" (or "label: cells"), a multiple with a unit in the
 * label ("GHG emissions 1,000 tonnes CO₂e — 17,400; 15,053") is the unit of the cells, as a
 * bracketed one would be.
 */
function labelUnits(text: string, resolver?: UnitResolver): BracketUnit[] {
  const cut = rowCut(text);
  // Without a cut, a row quoted flat ("Direct emissions 1,000 tonnes CO2e 760 597 373"): the multiple
  // is a column unit only when more figures follow it.
  const label = cut < 0 ? text : text.slice(0, cut);
  const out: BracketUnit[] = [];
  for (const m of label.matchAll(LABEL_MULTIPLE)) {
    const from = m.index + m[0].length;
    const unit = unitAfter(label, from, resolver);
    if (!unit || unit.unit === '%') continue;
    if (cut < 0 && !CELLS_AFTER.test(label.slice(from + unit.length))) continue;
    const scale = /^1[,.]000$|^thousand$/iu.test(m[1]!) ? 'thousand' : 'million';
    out.push({ start: m.index, end: from + unit.length, text: unit.unit, ...(unit.co2e ? { co2e: true } : {}), scale });
  }
  return out;
}

/**
 * Whether "a – b" is a range: it ascends, a year does not start it ("from 2022 to 161,550"), a
 * percentage runs to a percentage ("13% to 481 audits" is a change), and a hyphen with a space only
 * before it is the sign of the next number ("-1% -20%").
 */
function isRange(g: Groups, at: number, years: Mention[], opts: ReadOptions): boolean {
  const a = parseNumber(g.a!, opts);
  const b = parseNumber(g.b!, opts);
  if (!a || !b || a.kind !== 'number' || b.kind !== 'number' || b.value <= a.value) return false;
  if (years.some((y) => y.start <= at && at < y.end)) return false;
  if (a.percent && !b.percent) return false;
  return !/^\s-$/u.test(g.sep!);
}

/**
 * The figure matches of `text`; a refused range is read as its first number alone, or skipped when tightly hyphenated.
 */
function* figureMatches(
  text: string,
  years: Mention[],
  scopes: Mention[],
  opts: ReadOptions
): Generator<RegExpExecArray> {
  const re = new RegExp(FIGURE);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const g = m.groups!;
    // "Scope 1 540,200 t": a scope's number read with the figure after it (a space as thousand separator)
    // is read again from the end of the scope's name.
    const at = m.index + (g.cur?.length ?? 0);
    const scope = scopes.find((s) => s.start <= at && at < s.end && m!.index + m![0].length > s.end);
    if (scope) {
      re.lastIndex = scope.end;
      continue;
    }
    if (g.b && !isRange(g, m.index + (g.cur?.length ?? 0), years, opts)) {
      if (g.sep === '-') continue; // "308-2", "2019-20": a code or a period, not two figures
      const single = new RegExp(SINGLE);
      single.lastIndex = m.index;
      const one = single.exec(text);
      if (!one) continue;
      re.lastIndex = m.index + one[0].length;
      m = one;
    }
    yield m;
  }
}

/** Every figure stated in `text`, in order. */
export function readFigures(printed: string, opts: ReadOptions = {}): Figure[] {
  // Two-digit and split fiscal years read as the year they end in; same length, so offsets hold.
  const text = fiscalYearsAsEnds(printed);
  // One year rule for facts/ (dates.ts); the period is the year
  // as printed ("FY2023", "2022/23"; "fiscal 2022" gives 2022).
  const years = mentions(text, YEAR_PATTERN, (m) =>
    asPrinted(printed, text, m)
      .replace(/^fiscal (?:year )?/u, '')
      .replace(/\s/gu, '')
  );
  const scopes = [
    ...mentions(text, SCOPE, (m) => m[1]!),
    ...mentions(text, SCOPE_SHORT, (m) =>
      m[1]!.replace(/\(?(?:LB|MB|market|location)(?:[- ]based)?\)?|(?<=[123])[lm]/gu, '')
    ),
    ...mentions(text, VALUE_CHAIN, () => '3')
  ]
    .filter((s) => !BASIS_OF_TOTAL.test(text.slice(Math.max(0, s.start - 80), s.start)))
    .sort((a, b) => a.start - b.start);
  const bracketed = [...bracketUnits(text, opts.units), ...labelUnits(text, opts.units)].sort(
    (a, b) => a.start - b.start
  );
  // In a table row's label, "since 2022" or "as of 2021" is a reference point, not the cells' year.
  const cut = rowCut(text);
  const periods =
    cut < 0 ? years : years.filter((y) => y.start > cut || !SINCE.test(text.slice(Math.max(0, y.start - 12), y.start)));
  const out: Figure[] = [];
  for (const m of figureMatches(text, years, scopes, opts)) {
    const g = m.groups!;
    const numStart = m.index + (g.cur?.length ?? 0);
    if (LABEL_BEFORE.test(text.slice(Math.max(0, numStart - 12), numStart))) continue;
    if (scopes.some((s) => s.start <= numStart && numStart < s.end)) continue;
    if (bracketed.some((u) => u.start <= numStart && numStart < u.end)) continue;
    const a = parseNumber(g.a!, opts);
    if (!a || a.kind !== 'number') continue;
    const b = g.b ? parseNumber(g.b, opts) : null;
    const scaleWord = g.scale && !(g.scale === 'm' && !g.cur) ? g.scale : undefined;
    const matchText = scaleWord || !g.scale ? m[0] : m[0].slice(0, m[0].length - g.scale.length).trimEnd();
    let end = m.index + matchText.length;
    const currency = g.cur ? currencyOf(g.cur.trim()) : undefined;
    const after = a.percent ? undefined : unitAfter(text, end, opts.units);
    const yearShaped =
      !g.b && !currency && !scaleWord && !a.percent && years.some((y) => y.start <= numStart && numStart < y.end);
    const isYear = yearShaped && (!after || PERIOD_BEFORE.test(text.slice(Math.max(0, numStart - 10), numStart)));
    if (isYear) continue;
    if (after) end += after.length;
    const bracket = a.percent || currency || after ? undefined : bracketed.filter((u) => u.end <= numStart).pop();
    const unit = a.percent ? '%' : (currency ?? after?.unit ?? bracket?.text);
    // A scale stated with the figure wins; else the bracket's ("(EUR million) 5,034").
    const scale = scaleWord ?? bracket?.scale;
    const factor = scale ? SCALE[scale.toLowerCase()]! : 1;
    const scope = scopeAfter(text, scopes, end) ?? nearestBefore(scopes, numStart, end);
    out.push({
      value: a.value * factor,
      ...(b && b.kind === 'number' ? { valueTo: b.value * factor } : {}),
      raw: text.slice(m.index, end),
      ...(unit ? { unit } : {}),
      ...(after?.co2e || bracket?.co2e ? { co2e: true } : {}),
      ...(scale ? { scale } : {}),
      ...(scope ? { scopes: scopesOf(scope.text) } : {}),
      start: m.index,
      end
    });
  }
  return withPeriods(text, out, periods, cut >= 0);
}

/**
 * Each figure with the year it refers to. A composed table row's cell takes the year before it
 * ("— 2022 6.9; 2023 7.2"); a sentence's figure the year bound to it (dates.ts: "113,460 t in 2024,
 * against 119,130 t in 2023", "(2023: 161,840 t)"), never one that belongs to another figure.
 */
function withPeriods(text: string, figures: Figure[], periods: Mention[], row: boolean): Figure[] {
  const bound = row
    ? figures.map((f) =>
        nearestBefore(
          periods.filter((y) => y.start !== f.start),
          f.start,
          f.end
        )
      )
    : bindYears(text, figures, periods);
  return figures.map((f, i) => {
    const period = bound[i];
    return period ? { ...f, period: period.text } : f;
  });
}
