/**
 * Where a report says which IPCC assessment its global warming potentials (GWP-100) come from: a
 * named basis ("AR5", "Fifth Assessment Report", "IPCC 2007") or GWP factors it prints ("methane 25",
 * "N2O: 265") matched against corpus/reference/gwp.json. Only sentences about GWPs or CO2 equivalents
 * count, so "sixth generation", "Hong Kong SAR", "IPCC 2006 Guidelines" or an RCP scenario taken from
 * the Fifth Assessment Report are not read as a GWP basis.
 */
import type { Gas } from '../../corpus/referenceSchema';

/** IPCC assessment reports a report may name: AR4–AR6 have GWP values in the corpus; SAR and TAR are older still. */
export type Basis = 'SAR' | 'TAR' | 'AR4' | 'AR5' | 'AR6';
export const BASIS_ORDER: readonly Basis[] = ['SAR', 'TAR', 'AR4', 'AR5', 'AR6'];

interface NamedBasis {
  kind: 'named';
  basis: Basis;
  /** As printed ("Fifth Assessment Report"). */
  raw: string;
  /** The sentence gives a reason for an old basis (a regulator, comparability with the base year). */
  explained: boolean;
  sentence: string;
}

interface GwpFactor {
  kind: 'factor';
  /** The gas as the corpus names it ("CH4", "N2O"). */
  gas: string;
  value: number;
  /** Every assessment whose GWP-100 for this gas is the printed value. */
  bases: Basis[];
  raw: string;
  sentence: string;
}

export type GwpMention = NamedBasis | GwpFactor;

const NAMED: ReadonlyArray<[Basis, RegExp]> = [
  ['SAR', /\bSAR\b|\bsecond assessment report\b|\bIPCC[\s,(]*(?:1995|1996)\b(?!\s*guideline)/giu],
  ['TAR', /\bTAR\b|\bthird assessment report\b|\bIPCC[\s,(]*2001\b(?!\s*guideline)/giu],
  ['AR4', /\bAR\s?4\b|\bfourth assessment report\b|\bIPCC[\s,(]*2007\b(?!\s*guideline)/giu],
  ['AR5', /\bAR\s?5\b|\bfifth assessment report\b|\bIPCC[\s,(]*(?:2013|2014)\b(?!\s*guideline)/giu],
  ['AR6', /\bAR\s?6\b|\bsixth assessment report\b|\bIPCC[\s,(]*(?:2021|2022|2023)\b(?!\s*guideline)/giu]
];
/** SAR and TAR are read only in capitals ("tar" and "sar" are words). */
const CASE_SENSITIVE = /^(?:SAR|TAR)$/u;

/** The sentence is about converting gases into CO2 equivalents. */
const GWP_CONTEXT =
  /\bGWPs?\b|global[- ]warming[- ]potential|\bCO2[- ]?e(?:q)?\b|\bCO2[- ]equivalents?\b|carbon dioxide equivalents?/iu;
const GWP_EXPLICIT = /\bGWPs?\b|global[- ]warming[- ]potential/iu;
/** Climate scenarios also cite the assessment reports; without the word GWP such a sentence is not about GWPs. */
const SCENARIO = /\bRCP\s?\d|\bSSP\d|\bscenarios?\b|\bpathways?\b|°C/iu;
/** A reason given for keeping an older basis. */
const EXPLANATION = new RegExp(
  String.raw`\b(?:as required|required by|requirements? of|mandated|prescribed|regulat\w*|comparab\w*|` +
    String.raw`consisten\w* with (?:the |our )?(?:base|prior|previous)|base[- ]year|UNFCCC|` +
    String.raw`national (?:greenhouse gas )?inventor\w*|EU ETS|emissions trading)`,
  'iu'
);

/** An empty tick box just before a choice ("☐ IPCC AR4"). */
const UNTICKED = /[☐□❏❑]\s*(?:(?:the\s+)?IPCC\s*)?$/u;

const foldScripts = (s: string): string => s.replace(/[₀-₉]/gu, (c) => String(c.charCodeAt(0) - 0x2080));

/** A heading on a line of its own ("Reporting criteria"): a few words, no closing punctuation. */
const HEADING_LINE = /^\s*\p{Lu}[^.;:!?,]{0,40}$/u;

/** Each bullet and each heading line set apart as a paragraph of its own. */
function paragraphs(text: string): string {
  const lines = text.split('\n');
  return lines
    .map((l, i) => {
      const next = lines[i + 1] ?? '';
      const heading = HEADING_LINE.test(l) && l.trim().split(/\s+/u).length <= 5 && /^\s*\p{Lu}/u.test(next);
      return heading || /^\s*[•▪●◦‣]\s/u.test(l) ? `\n${l}\n` : l;
    })
    .join('\n');
}

/**
 * Sentences of a page or stated text, lines joined (a layout line break is not a sentence end); bullets
 * and heading lines end the sentence before them.
 */
function sentencesOf(text: string): string[] {
  return (
    paragraphs(foldScripts(text))
      // A note's letter mark ("ᵃ Recalculated …", "a Recalculated …") starts a sentence too.
      .split(/\n\s*\n|(?<=[.;!?])\s+(?=[A-Z(“"]|[a-zᵃ-ᵻ]\s+[A-Z])/u)
      .map((s) => s.replace(/\s+/gu, ' ').trim())
      .filter((s) => s.length > 0)
  );
}

function isGwpSentence(s: string): boolean {
  if (!GWP_CONTEXT.test(s)) return false;
  return GWP_EXPLICIT.test(s) || !SCENARIO.test(s);
}

function namedIn(sentence: string): NamedBasis[] {
  const out: NamedBasis[] = [];
  for (const [basis, re] of NAMED) {
    for (const m of sentence.matchAll(re)) {
      // "tar", "Hong Kong SAR": the bare abbreviations count only in capitals and beside the word GWP.
      if (/^[st]ar$/iu.test(m[0]) && (!CASE_SENSITIVE.test(m[0]) || !GWP_EXPLICIT.test(sentence))) continue;
      // A form's choice left unticked ("☐ IPCC AR4   ☐ IPCC AR5   ☒ IPCC AR6") is not the basis used.
      if (UNTICKED.test(sentence.slice(Math.max(0, m.index - 16), m.index))) continue;
      out.push({ kind: 'named', basis, raw: m[0], explained: EXPLANATION.test(sentence), sentence });
    }
  }
  return out;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const NUMBER = new RegExp(
  String.raw`(?<![\w.,-])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w%])` +
    String.raw`(?!\s?(?:%|t\b|kt\b|Mt\b|tonnes?\b|tons?\b|kg\b|[MGk]Wh\b|per\s?cent))`,
  'gu'
);
/** How far (characters) a printed factor may stand from its gas. */
const NEAR = 40;

interface Span {
  start: number;
  end: number;
}
interface GasMention extends Span {
  family: string;
}

/** GWP-100 values by gas family (methane's fossil and non-fossil AR6 values join its single ones). */
export interface GasTable {
  names: RegExp;
  nameToFamily: (name: string) => string | undefined;
  values: Map<string, Array<{ gas: string; basis: Basis; value: number }>>;
}

export function gasTable(gases: readonly Gas[]): GasTable {
  const byName = new Map<string, string>();
  const values = new Map<string, Array<{ gas: string; basis: Basis; value: number }>>();
  for (const g of gases) {
    if (new Set(g.values.map((v) => v.gwp100)).size <= 1 && g.values.length > 1) continue; // CO2: 1 in every report
    const family = g.family === 'HFC' || g.family === 'PFC' ? g.id : g.family;
    for (const n of [g.id, g.formula, ...g.aliases]) byName.set(n.toLowerCase(), family);
    values.set(family, [
      ...(values.get(family) ?? []),
      ...g.values.map((v) => ({ gas: g.id, basis: v.ar, value: v.gwp100 }))
    ]);
  }
  const alternatives = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  return {
    names: new RegExp(`(?<![\\w-])(?:${alternatives.join('|')})(?![\\w-])`, 'giu'),
    nameToFamily: (name) => byName.get(name.toLowerCase()),
    values
  };
}

function gasesIn(sentence: string, table: GasTable): GasMention[] {
  return [...sentence.matchAll(table.names)].flatMap((m) => {
    const family = table.nameToFamily(m[0]);
    return family ? [{ start: m.index, end: m.index + m[0].length, family }] : [];
  });
}

function basesFor(table: GasTable, family: string, value: number): Basis[] {
  const hits = (table.values.get(family) ?? []).filter((v) => Math.abs(v.value - value) < 0.051);
  return [...new Set(hits.map((h) => h.basis))];
}

function factorsIn(sentence: string, table: GasTable): GwpFactor[] {
  const gases = gasesIn(sentence, table);
  if (gases.length === 0) return [];
  const inside = (i: number): boolean => gases.some((g) => i >= g.start && i < g.end);
  const out: GwpFactor[] = [];
  for (const m of sentence.matchAll(NUMBER)) {
    if (inside(m.index)) continue;
    const value = Number(m[0].replace(/,/gu, ''));
    if (Number.isInteger(value) && value >= 1980 && value <= 2035) continue; // a year
    const end = m.index + m[0].length;
    const before = gases.filter((g) => g.end <= m.index && m.index - g.end <= NEAR).at(-1);
    const after = gases.find((g) => g.start >= end && g.start - end <= NEAR);
    for (const g of [before, after]) {
      if (!g) continue;
      const bases = basesFor(table, g.family, value);
      if (bases.length === 0) continue;
      out.push({
        kind: 'factor',
        gas: g.family,
        value,
        bases,
        raw: sentence.slice(Math.min(g.start, m.index), Math.max(g.end, end)),
        sentence
      });
      break;
    }
  }
  return out;
}

/** Every GWP basis a text names or implies by the factors it prints, in reading order per sentence. */
export function gwpMentions(text: string, table: GasTable): GwpMention[] {
  return sentencesOf(text)
    .filter(isGwpSentence)
    .flatMap((s) => [...namedIn(s), ...factorsIn(s, table)]);
}
