/**
 * Greenhouse-gas inventory figures among the figures a text states (figures.ts): which scope a
 * mass of CO₂e belongs to (1, 2, 3, their sums, the total), Scope 2's basis (location- or
 * market-based) kept apart, the Scope 3 category, the year, and the value in tonnes CO₂e. What is
 * not an inventory figure is left out: reductions, avoided or offset amounts, removals and biogenic
 * emissions, intensities (per unit of something), percentages.
 *
 * The text is a claim's wording: a sentence, or a table row composed as "caption: label — 2022 v;
 * 2023 v", whose label names the scope of every cell after it. In a sentence, the basis named with
 * its subject carries to each figure after it until another subject is named. The unit table and the Scope 3
 * category names come in through injected functions (corpus/ owns them).
 */
import type { ClaimFigure } from '../../shared/domain/claim';
import { rowCut } from './figures';

export type GhgKind =
  | 'scope1'
  | 'scope2'
  | 'scope3'
  | 'scope3_category'
  | 'scope3_upstream'
  | 'scope3_downstream'
  | 'scope1_2'
  | 'scope1_2_3'
  | 'total';
export type GhgBasis = 'location' | 'market';

export interface GhgFigure {
  kind: GhgKind;
  /** Scope 2, and sums that include it, when the text names the basis. */
  basis?: GhgBasis;
  /** Scope 3 category, 1–15 (kind `scope3_category`). */
  category?: number;
  /**
   * A part of the scope, not its total: a source or breakdown ("Gas from renewable sources (Scope 1)",
   * "of which …"). Sums are checked on totals only.
   */
  component?: boolean;
  /** The value in tonnes of CO₂e. */
  tonnes: number;
  year?: number;
  period?: string;
  /** The figure as printed, and its span in the text. */
  raw: string;
  start: number;
  end: number;
}

export interface GhgReadOptions {
  /** Tonnes in one unit of a mass unit id ("t" → 1, "kt" → 1000); undefined for what is not a mass. */
  tonnesPer(unit: string): number | undefined;
  /** The Scope 3 category a phrase names ("business travel" → 6), if any. */
  categoryNamed?(text: string): number | undefined;
}

/** Words before a figure that make it an amount kept out of the inventory. */
const NOT_INVENTORY =
  /\b(?:avoid\w*|offset\w*|compensat\w*|sav(?:e|ed|es|ing|ings)|prevent\w*|remov\w*|biogenic|allowances?|credits?)\b/iu;
/**
 * A line kept outside the gross inventory: net figures ("Net Scope 1 (gross less alternative fossil fuels)"),
 * memo items and CO₂ from biomass ("Biomass CO₂ (memo item, not in Scope 1)").
 */
const OUTSIDE_GROSS =
  /^\s*net\b|\bnet\s+(?:scope|ghg|co2|co₂|direct|emissions)\b|\bmemo\b|\bnot in(?:cluded in)?\s+scope|\boutside\s+(?:the\s+)?scopes?\b|\bbiomass\b/iu;
/** ISO 14064-1's "Direct GHG emissions and removals": the gross emissions line, removals printed apart. */
export const EMISSIONS_AND_REMOVALS = /\bemissions and removals\b/giu;
/** "… by 32 thousand tonnes", "a decrease of 3,089 t": the figure is a change, not a level. */
const CHANGE_BY = new RegExp(
  String.raw`(?:\bby|\b(?:de|in)crease of|\breduction of|\bchange of)` +
    String.raw`\s*(?:about|around|approximately|nearly|some|almost|over|more than)?\s*$`,
  'iu'
);
/**
 * After a figure: "43,549 t CO2 decrease", "… less than", or a worked percentage of which it is the
 * numerator ("23,250 t CO2 (2.8 % = (23,250/834,562)*100)"): the figure is a change, not a level.
 */
const CHANGE_AFTER =
  /^\s*(?:(?:de|in)creas\w*|reduction|less|more|lower|higher)\b|^[^()]{0,20}\(\s*[-−]?\s*[\d.,]+\s*%\s*=/iu;
/** A figure followed by "per …" or "/…" is an intensity. */
const PER_AFTER = /^\s*(?:CO2e?\s*)?(?:per\b|\/)/iu;
const GHG_WORDS = /\b(?:emissions?|ghg|greenhouse gas|co2|co₂|carbon|thg|emissionen)\b/iu;
const GHG_STRICT = /\b(?:ghg|greenhouse gas(?:es)?|co2e?|co₂e?|carbon)\b/iu;
/** Other substances reported as emissions: never part of the GHG inventory. */
const OTHER_SUBSTANCES = /\b(?:ods|ozone[- ]depleting|nox|sox|so2|voc|vocs|particulates?|dust|pm10|pm2\.5|mercury)\b/iu;
/**
 * An intensity named in the label ("Scope 3 downstream intensity … per EUR million revenue", "emissions per
 * EUR million of revenue were 129.0 t",
 * "Total emissions/number of employees", "Total emissions/revenues (million euro)").
 */
const INTENSITY = new RegExp(
  String.raw`\bintensit(?:y|ies|ät)|\/\s*(?:number of\s+)?(?:employees?|revenues?|sales|turnover|fte|` +
    String.raw`headcount|units?|tonnes? of)\b|\bper\s+(?:employee|fte|capita|unit|tonne)\b|` +
    // "emissions per EUR million of revenue were 129.0 t CO₂e"
    String.raw`\bper\s+(?:(?:eur|usd|gbp|chf|jpy|€|\$|£)\s?)?(?:m|mn|million|billion|thousand|k)\b`,
  'iu'
);
/**
 * A basis in words, or abbreviated after "Scope 2" ("Scope 2 LB", "Scope 2 (MB)", "Scope 2 (market)", "S2m"); some
 * reports say "region-based", German tables "standortbasiert" and "marktbasiert", French ones "basé sur la
 * localisation" and "basé sur le marché" (or "Scope 2 marché").
 */
const LOCATION = new RegExp(
  String.raw`\b(?:location|region(?:al)?)[- ]based\b|\bstandortbasiert\b|\bbas[ée]e?s?\s+sur\s+(?:la\s+)?localisation\b|` +
    String.raw`(?<=\b(?:scope\s?|S)2\s?\(?)(?:LB|location)\b|(?<=\b2\s?\(?)localisation\b|(?<=\bS2)l\b`,
  'giu'
);
const MARKET = new RegExp(
  String.raw`\bmarket[- ]based\b|\bmarktbasiert\b|\bbas[ée]e?s?\s+sur\s+(?:le\s+)?march[ée](?![\p{L}])|` +
    String.raw`(?<=\b(?:scope\s?|S)2\s?\(?)(?:MB|market)\b|(?<=\b2\s?\(?)march[ée](?![\p{L}])|(?<=\bS2)m\b`,
  'giu'
);
/** "Category 6", "cat. 6", "C6", and the "3.6" numbering some reports use. */
const CATEGORY = /\b(?:categor(?:y|ies)|cat\.?)\s?(?:3\.)?(\d{1,2})\b|\bC(\d{1,2})\b/giu;
/**
 * A total of emissions: "Total GHG emissions", "total emissions", a row label starting "Total", a German table's
 * "THG-Emissionen gesamt".
 */
const TOTAL =
  /\btotal\s+(?:(?:ghg|greenhouse gas|co2e?|co₂e?|carbon|gross|net)\s+)*emissions\b|^\s*(?:[^:—]*:\s*)?total\b|\b(?:thg|treibhausgas)-?emissionen\s+(?:ins)?gesamt\b/iu;
/**
 * A source or breakdown of a scope rather than its total, in the row label (after the caption); purchased
 * electricity is what Scope 2 is ("Emissions from purchased electricity – Scope 2, market-based"), and a scope
 * listed "of which" under the total is that scope whole.
 */
const COMPONENT = new RegExp(
  // "Direct emissions from owned or controlled sources" is how the GHG Protocol defines Scope 1 itself.
  String.raw`\b(?:from(?! purchased (?:electricity|energy|heat|steam)\b[^—]*\bscope\s?2\b| owned or controlled\b)|` +
    // "of which Scope 1" under a total is the scope itself, a part of the total, not of the scope.
    String.raw`of which(?!:?\s+scope\s?[123]\b)|thereof|including|` +
    String.raw`incl\.|by (?:source|country|region|site|gas|segment|division|business))\b|\brenewable\b`,
  'iu'
);
/** Scope 3 subtotals by direction: "Sum of Scope 3 upstream", "upstream emissions". */
const DIRECTION = /\b(upstream|downstream)\b/iu;

const MASS_CO2E = /^(?<mass>[a-zA-Z]+?)CO2e$/u;

/** The text a figure's label is read from: back to the previous figure, or to the row's " — ". */
function labelBefore(text: string, figures: readonly ClaimFigure[], i: number): string {
  const f = figures[i]!;
  const row = text.lastIndexOf(' — ', f.start);
  if (row >= 0) return text.slice(0, row);
  // "label: cells" (a row composed without a caption): the label serves every cell.
  const cut = rowCut(text);
  if (cut >= 0 && cut < f.start) return text.slice(0, cut);
  const prev = i > 0 ? figures[i - 1]!.end : 0;
  return text.slice(prev, f.start);
}

function lastMatch(re: RegExp, text: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  for (const m of text.matchAll(new RegExp(re))) last = m;
  return last;
}

/**
 * A basis printed after the figure ("… 48,760 t (market-based)", "306,870 tonnes on the location-based method"),
 * not one that heads the next item (", location-based Scope 2 …").
 */
const BASIS_AFTER = new RegExp(
  String.raw`^\s*(?:[(,]|(?:on|using|under|by)\s+(?:the|a)\s+)?\s*(location|region(?:al)?|market)[- ]based\b` +
    String.raw`(?!\s+(?:scope|emissions|ghg)\b)|` +
    // "386,810 t CO₂e in market-based Scope 2": the scope the figure is said to be in, with its basis.
    String.raw`^\s*(?:in|for)\s+(?:(?:the|its|our)\s+)?(location|market)[- ]based\s+scope\s?2\b`,
  'iu'
);

function basisIn(label: string): GhgBasis | undefined {
  const loc = lastMatch(LOCATION, label)?.index ?? -1;
  const mkt = lastMatch(MARKET, label)?.index ?? -1;
  if (loc < 0 && mkt < 0) return undefined;
  return loc > mkt ? 'location' : 'market';
}

function kindOf(scopes: readonly number[], label: string, category: number | undefined): GhgKind | undefined {
  const key = [...scopes].sort().join('');
  if ((key === '3' || key === '') && category !== undefined) return 'scope3_category';
  const direction = DIRECTION.exec(label)?.[1]?.toLowerCase();
  if (direction && (key === '3' || (key === '' && GHG_WORDS.test(label))))
    return direction === 'upstream' ? 'scope3_upstream' : 'scope3_downstream';
  // "Scope 1+2+3 upstream (cradle to gate)" is an aggregate of its own, not an inventory sum.
  if (direction && key.length > 1) return undefined;
  if (key === '1') return 'scope1';
  if (key === '2') return 'scope2';
  if (key === '3') return 'scope3';
  if (key === '12') return 'scope1_2';
  if (key === '123') return 'scope1_2_3';
  // "Total of categories 3 to 6": a sum of some categories (ISO 14064-1's indirect ones, or a Scope 3 subtotal), not
  // the total of emissions; a list from category 1 on ("Categories 1, 2 market-based, 3 to 6") is the total.
  const range = PART_RANGE.exec(label);
  if (key === '' && TOTAL.test(label) && GHG_WORDS.test(label))
    return range && Number(range[1]) > 1 ? undefined : 'total';
  return undefined;
}

/** A range of categories and where it starts ("categories 3 to 6" → 3). */
const PART_RANGE = /\bcategor(?:y|ies)\s?(\d{1,2})\s?(?:[-–—]|to)\s?\d{1,2}\b/iu;

/**
 * A range or list of categories ("Upstream (categories 1–8)", "Total (Categories 1, 2 market-based, 3 to 6)"): a
 * sum, never one category.
 */
const CATEGORY_RANGE = /\b(?:categor(?:y|ies)|cat\.?)\s?\d{1,2}\s?(?:[-–—]|to|,|and|&)\s?\d{1,2}\b/iu;

/**
 * The categories of ISO 14064-1 ("Category 1: Direct GHG emissions and removals", "Category 2: Indirect GHG
 * emissions from imported energy", "Categories 3 to 6: Other indirect GHG emissions", "Category 4: Indirect
 * emissions from products used by the organisation"): the scopes by another name, never Scope 3's categories.
 */
const ISO_CATEGORY =
  /\bcategor(?:y|ies)\s?([1-6])(?:\s?(?:to|[-–])\s?([1-6]))?\s*[:.–-]?\s*(?:other\s+)?(?:in)?direct\b/giu;

/** The scope an ISO 14064-1 category label names, and whether it is one part of Scope 3 (categories 3 to 6). */
function isoScope(label: string): { scopes: number[]; part: boolean } | undefined {
  const m = lastMatch(ISO_CATEGORY, label);
  if (!m) return undefined;
  const from = Number(m[1]);
  if (from <= 2 && !m[2]) return { scopes: [from], part: false };
  if (from < 3) return undefined;
  return { scopes: [3], part: !m[2] };
}

function categoryIn(label: string, opts: GhgReadOptions): number | undefined {
  if (CATEGORY_RANGE.test(label)) return undefined;
  const m = lastMatch(CATEGORY, label);
  const n = m ? Number(m[1] ?? m[2]) : undefined;
  if (n !== undefined && n >= 1 && n <= 15) return n;
  return opts.categoryNamed?.(label);
}

/** The tonnes of CO₂e a figure states, or undefined when it is not a CO₂e mass. */
function tonnesOf(f: ClaimFigure, label: string, opts: GhgReadOptions): number | undefined {
  if (!f.unit || f.unit === '%') return undefined;
  const co2e = MASS_CO2E.exec(f.unit);
  // A bare mass counts when the label names greenhouse gases or a scope ("Scope 1 emissions (t)");
  // "emissions" alone may be of other substances (ODS, NOx, dust).
  const mass = co2e ? co2e.groups!.mass! : GHG_STRICT.test(label) || f.scopes.length > 0 ? f.unit : undefined;
  const per = mass ? opts.tonnesPer(mass) : undefined;
  return per === undefined ? undefined : f.value * per;
}

/**
 * The row label proper, without the table's caption: "caption: label — cells" gives the label;
 * "label (unit): cells" gives what precedes the colon; a sentence gives the words before the figure.
 */
function ownLabel(text: string, label: string): string {
  const row = text.indexOf(' — ');
  if (row >= 0) {
    const head = text.slice(0, row);
    const colon = head.indexOf(': ');
    return colon >= 0 ? head.slice(colon + 2) : head;
  }
  const colon = text.indexOf(': ');
  return colon >= 0 && colon < label.length ? text.slice(0, colon) : label;
}

/**
 * The words of a composed table row below the table's title: its group and label ("Total emissions: Location-based").
 */
function rowWords(text: string): string {
  const head = text.split(' — ')[0]!;
  const dash = head.indexOf(' – ');
  const colon = head.indexOf(': ');
  return dash >= 0 && (colon < 0 || dash < colon) ? head.slice(dash + 3) : colon >= 0 ? head.slice(colon + 2) : head;
}
const SCOPED = /\bscopes?\b|\btotal\b|\bsum\b|\bgross\b|\boverall\b/iu;

/**
 * A line of a table titled for several scopes ("Scope 1 and 2 emissions") whose own words name no
 * scope and no total ("non-renewable sources: Natural gas") is a source within it, not the sum.
 */
const lineOfMultiScopeTable = (text: string, kind: GhgKind): boolean =>
  text.includes(' — ') && (kind === 'scope1_2' || kind === 'scope1_2_3') && !SCOPED.test(rowWords(text));

/**
 * A line of a Scope 3 table whose own words name no scope and no total ("Waste generation and
 * treatment", "Leased assets") is one of its categories, even when the name is not one the reader
 * knows: a part of Scope 3, never its total.
 */
const lineOfScope3Table = (text: string, kind: GhgKind): boolean =>
  text.includes(' — ') && kind === 'scope3' && !SCOPED.test(ownLabel(text, text.split(' — ')[0]!));

/** A new subject between two figures: a scope, a total, or the end of the sentence. */
const NEW_SUBJECT = /\bscopes?\s?[123]|\btotal\b/iu;
const SENTENCE_END = /[.!?]\s+\p{Lu}/u;

/**
 * The basis a figure carries over from the figure before it when nothing between them names another
 * subject: "Market-based Scope 2 emissions were 113,460 t in 2024, against 119,130 t in 2023" (both
 * market-based), "Location-based … 133,310 t (2023: 161,840 t)" (both location-based).
 */
function carriedBasis(text: string, prev: GhgFigure | undefined, kind: GhgKind, start: number): GhgBasis | undefined {
  const between = text.slice(prev?.end ?? 0, start);
  if (!prev || prev.kind !== kind || NEW_SUBJECT.test(between) || SENTENCE_END.test(between)) return undefined;
  return prev.basis;
}

/** The inventory figures among `figures` (read from `text` by claimFigures/readFigures), in order. */
export function readGhgFigures(text: string, figures: readonly ClaimFigure[], opts: GhgReadOptions): GhgFigure[] {
  const out: GhgFigure[] = [];
  figures.forEach((f, i) => {
    const label = labelBefore(text, figures, i);
    const after = text.slice(f.end);
    if (
      NOT_INVENTORY.test(label.replace(EMISSIONS_AND_REMOVALS, 'emissions')) ||
      CHANGE_BY.test(label) ||
      CHANGE_AFTER.test(after) ||
      PER_AFTER.test(after)
    )
      return;
    if (OTHER_SUBSTANCES.test(label) || INTENSITY.test(label) || OUTSIDE_GROSS.test(ownLabel(text, label))) return;
    // A signed fall ("Net change 2018–2025: −346,370 t CO₂e") is a change, never a level of emissions.
    if (f.value < 0) return;
    const tonnes = tonnesOf(f, label, opts);
    if (tonnes === undefined) return;
    const iso = f.scopes.length === 0 ? isoScope(label) : undefined;
    const scopes = iso?.scopes ?? f.scopes;
    const category =
      !iso && (scopes.length === 0 || (scopes.length === 1 && scopes[0] === 3)) ? categoryIn(label, opts) : undefined;
    const kind = kindOf(scopes, label, category);
    if (!kind) return;
    const basisMatch = BASIS_AFTER.exec(after);
    const printed = (basisMatch?.[1] ?? basisMatch?.[2])?.toLowerCase();
    const basisAfter: GhgBasis | undefined =
      printed === undefined ? undefined : printed === 'market' ? 'market' : 'location';
    const basis =
      kind === 'scope2' || kind === 'scope1_2' || kind === 'scope1_2_3' || kind === 'total'
        ? (basisAfter ?? basisIn(label) ?? carriedBasis(text, out[out.length - 1], kind, f.start))
        : undefined;
    // An ISO category is a part of Scope 3 by its number alone; its wording ("from imported energy") says nothing.
    const component = iso
      ? iso.part
      : kind !== 'scope3_category' &&
        (COMPONENT.test(ownLabel(text, label)) || lineOfMultiScopeTable(text, kind) || lineOfScope3Table(text, kind));
    out.push({
      kind,
      tonnes,
      raw: f.raw,
      start: f.start,
      end: f.end,
      ...(component ? { component: true } : {}),
      ...(basis ? { basis } : {}),
      ...(kind === 'scope3_category' && category !== undefined ? { category } : {}),
      ...(f.year !== undefined ? { year: f.year } : {}),
      ...(f.period ? { period: f.period } : {})
    });
  });
  return out;
}
