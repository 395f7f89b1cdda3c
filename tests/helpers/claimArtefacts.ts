/**
 * Text artefacts of PDF extraction in a claim's wording (issue 10, item 11), recognised on the text
 * alone. Conservative on purpose: each rule names a pattern that ordinary prose does not produce, so
 * a count is a floor on the real number, not a guess.
 */

export type ArtefactKind =
  'detached_script' | 'footnote_marker' | 'hyphen_join' | 'sentence_start_leak' | 'cut_number' | 'missing_space';

export const ARTEFACT_KINDS: ArtefactKind[] = [
  'detached_script',
  'footnote_marker',
  'hyphen_join',
  'sentence_start_leak',
  'cut_number',
  'missing_space'
];

/** Word counts of the whole report, to tell two words run together from a real compound. */
export type Vocabulary = ReadonlyMap<string, number>;

/** "CO e", "CO ,", "CO emissions", "tCO e": a formula whose subscript went missing. */
const LOST_FORMULA =
  /\b(?:t\s?)?(?:CO|CH|N\s?O|SF|NF|SO|NO)(?=\s+(?:e|eq|-?equivalents?|emissions?)\b|\s*[,;:)]|\s+\.)/u;
/** "6,000 m of water", "m per tonne": cubic or square metres without their exponent. */
const LOST_UNIT =
  /\d\s*(?:million\s+|thousand\s+)?m\s+(?:of\s+)?(?:water|wastewater|freshwater|effluent|waste\s?water|floor|space|office)\b|\d\s*(?:million\s+|thousand\s+)m(?=\s*[.,;)]|\s+(?:are|is|were|was)\b)|\bm\s+(?:per|\/)\s+(?:tonne|ton|unit|employee)\b/iu;
/** A lone digit between two words ("emissions 2 generated", "our 1 long-term"). */
const STRAY_DIGIT = /(?<=(?<![\p{L}\d])(\p{Ll}{2,}))\s([1-9])\s(\p{Ll}[\p{Ll}-]+)/gu;
/** Words after which a single digit is an ordinary number ("Scope 1 and", "Tier 2 suppliers"). */
const NUMBERING_WORDS = new Set([
  'scope',
  'scopes',
  'category',
  'categories',
  'tier',
  'tiers',
  'level',
  'levels',
  'phase',
  'step',
  'stage',
  'sdg',
  'sdgs',
  'goal',
  'goals',
  'article',
  'section',
  'chapter',
  'class',
  'grade',
  'type',
  'group',
  'no',
  'number',
  'top',
  'principle',
  'pillar',
  'priority',
  'table',
  'figure',
  'page',
  'pages',
  'annex',
  'appendix',
  'note',
  'item',
  'part',
  'round',
  'and',
  'or',
  'to',
  'of',
  'than',
  'for',
  'about',
  'over',
  'under',
  'nearly',
  'almost',
  'approximately',
  'around',
  'only',
  'least',
  'first',
  'these',
  'all',
  'with',
  'by',
  'in',
  'on',
  'from',
  'at',
  'the',
  'are',
  'were',
  'was',
  'is',
  'be',
  'had',
  'has',
  'have',
  'into',
  'reached',
  'opened',
  'launched',
  'held',
  'won',
  'received',
  'within',
  'up',
  'down',
  'ranked',
  'rated',
  'rating',
  'score',
  'version',
  'iso',
  'pm',
  'covid',
  'horizon',
  'fy',
  'q',
  'wave',
  'model',
  'plan',
  'lot',
  'site',
  'unit',
  'line',
  'plant',
  'building',
  'hall',
  'zone',
  'region',
  'area',
  'block',
  'term'
]);
/** After a lone digit these words make it a quantity ("1 year", "2 million"). */
const COUNTED_WORDS =
  /^(?:year|day|month|week|hour|minute|time|ton|tonne|million|billion|thousand|hundred|percent|trillion|per|out|of|in|to|or|and|degree|point|person|employee|site|plant|new|more|less|additional|major|key|main|single|full|third|other)$/u;
/** A footnote number glued to a word: "commitment1 to", "targets2." (not m2, km3, CO2, PM10). */
const GLUED_MARKER = /(?<![\p{L}\d])\p{L}*\p{Ll}{3}(\d{1,2}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})(?=[\s,.;:)]|$)/gu;
const UNIT_WORD = /^(?:k?m|cm|mm|dm|ha|kwh|mwh|gwh|twh|gj|tj|pj)$/iu;
/** "commit- tons": a line-end hyphen joined to a word that does not continue it (not "short- and long-term"). */
const HYPHEN_JOIN = /\p{Ll}{2,}-\s(?!(?:and|or|to|und|et|bis|as|nor|&)\b)\p{Ll}{2,}/u;
/** The end of the previous sentence at the start: ". In 2023", ") We", "tion. Our". */
const START_LEAK = /^(?:[.,;:!?)\]]|\p{Ll}[\p{Ll}\d]*[.!?]\s+\p{Lu})/u;
/** A year or figure cut at the end: "by 203", "until 202", "of 1,00". */
const CUT_NUMBER = /(?:\b(?:by|in|until|till|before|through|since|from|to|of|end)\s+(?:19|20)\d|\d,\d{1,2})$/u;

/** Kinds of artefact found in one claim's text; `vocab` enables the missing-space rule. */
export function claimArtefacts(text: string, vocab?: Vocabulary): ArtefactKind[] {
  const t = text.trim();
  const out = new Set<ArtefactKind>();
  if (LOST_FORMULA.test(t) || LOST_UNIT.test(t) || strayDigit(t)) out.add('detached_script');
  if (gluedMarker(t)) out.add('footnote_marker');
  if (HYPHEN_JOIN.test(t)) out.add('hyphen_join');
  if (START_LEAK.test(t)) out.add('sentence_start_leak');
  if (CUT_NUMBER.test(t)) out.add('cut_number');
  if (vocab && missingSpace(t, vocab)) out.add('missing_space');
  return ARTEFACT_KINDS.filter((k) => out.has(k));
}

function strayDigit(t: string): boolean {
  for (const m of t.matchAll(STRAY_DIGIT)) {
    const before = m[1]!.toLowerCase();
    const after = m[3]!;
    if (NUMBERING_WORDS.has(before) || COUNTED_WORDS.test(after) || /s$/u.test(after)) continue;
    return true;
  }
  return false;
}

function gluedMarker(t: string): boolean {
  for (const m of t.matchAll(GLUED_MARKER)) {
    const word = m[0].slice(0, m[0].length - m[1]!.length);
    if (UNIT_WORD.test(word) || /^(?:covid|scope|tier|sdg|pm|iso)$/iu.test(word)) continue;
    return true;
  }
  return false;
}

const PART_MIN = 3;
const WORD_MIN = 9;
/** A run-together word occurs at most this often in the report. */
const RARE = 2;

/**
 * "tangibleprogress": a rare long word whose two parts the same report also prints apart ("tangible
 * progress") or hyphenated ("energy-intensive"). Compounds the report never splits ("policymakers",
 * "undertaken") are not counted.
 */
export function missingSpace(t: string, vocab: Vocabulary): boolean {
  for (const m of t.matchAll(/\p{L}+/gu)) {
    const w = m[0];
    if (w.length < WORD_MIN || !/^\p{Lu}?\p{Ll}+$/u.test(w)) continue;
    const lower = w.toLowerCase();
    if ((vocab.get(lower) ?? 0) > RARE) continue;
    for (let k = PART_MIN; k <= lower.length - PART_MIN; k++) {
      const [a, b] = [lower.slice(0, k), lower.slice(k)];
      if ((vocab.get(`${a} ${b}`) ?? 0) + (vocab.get(`${a}-${b}`) ?? 0) > 0) return true;
    }
  }
  return false;
}

/** Word counts (lowercase) of a report's text, with word pairs ("a b") and hyphenated pairs ("a-b"). */
export function vocabularyOf(texts: Iterable<string>): Map<string, number> {
  const v = new Map<string, number>();
  const add = (k: string) => v.set(k, (v.get(k) ?? 0) + 1);
  for (const t of texts) {
    let prev = '';
    for (const m of t.toLowerCase().matchAll(/\p{L}+(?:-\p{L}+)?|[^\p{L}\s]+/gu)) {
      const w = m[0];
      if (!/^\p{L}/u.test(w)) {
        prev = '';
        continue;
      }
      if (w.includes('-')) add(w);
      for (const part of w.split('-')) add(part);
      if (prev && !w.includes('-')) add(`${prev} ${w}`);
      prev = w.includes('-') ? '' : w;
    }
  }
  return v;
}
