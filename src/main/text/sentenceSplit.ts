/**
 * Sentence boundaries inside a span of page text. A period, "!", "?" or "…" ends a sentence when
 * whitespace and a capital, digit or quote follow, unless the period closes an abbreviation ("e.g.",
 * "approx.", "Inc.", "Fig."), an initial ("J.") or a dotted token ("U.S."); decimals never qualify
 * (no whitespace follows). Line breaks are soft here: the caller passes spans that may cross lines.
 */

/** Abbreviations whose final period does not end a sentence. Lowercase, without the final period. */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'approx',
  'appr',
  'no',
  'nos',
  'nr',
  'vs',
  'etc',
  'inc',
  'ltd',
  'co',
  'corp',
  'st',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'fig',
  'figs',
  'p',
  'pp',
  'ca',
  'cf',
  'al',
  'resp',
  'incl',
  'excl',
  'dept',
  'est',
  'jan',
  'feb',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'mio',
  'mn',
  'bn',
  'avg',
  'max',
  'min',
  'art',
  'para',
  'sec',
  'vol',
  'ref',
  'eq',
  'ed',
  'eds',
  'govt',
  'intl',
  'assoc',
  'bros',
  'ch',
  'chap',
  'abs',
  'tab',
  'ex',
  'viz',
  'jr',
  'sr',
  'gen',
  'rev',
  'mt',
  'ft',
  'sq',
  'tel',
  'ph',
  'op',
  'cit',
  'ibid',
  'nat'
]);
/** After "etc." these words start a new sentence. */
const SENTENCE_STARTERS = new RegExp(
  String.raw`^(?:The|This|These|That|Those|We|Our|In|It|Its|As|At|For|By|To|With|All|Each|Since|From|` +
    String.raw`During|Through|Over|Under|A|An|On|Of|Such|There|They|Their)\b`,
  'u'
);
const CLOSERS = new Set([')', ']', '"', "'", '»', '}']);
/** A span longer than this without any sentence end is split at line starts that look like new items. */
const LONG_SPAN = 400;
const FUNCTION_TAIL = /\b(?:and|or|of|the|to|in|for|with|a|an|by|on|at|from|as|than|that|which|its|our|their)$/iu;
const WORD_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'.,%/&+-]*/gu;

export function trimSpan(text: string, s: number, e: number): [number, number] {
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return [s, e];
}

export function countWords(s: string): number {
  return (s.match(WORD_TOKEN) ?? []).length;
}

/** True when a span ends on a word that cannot end a sentence ("... by", "... and the"). */
export function endsOnFunctionWord(s: string): boolean {
  return FUNCTION_TAIL.test(s.trimEnd());
}

/** Sentence spans inside [from, to) of `text`: trimmed, in order, over-long spans split. */
export function splitSentences(text: string, from: number, to: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const push = (s: number, e: number) => {
    const [a, b] = trimSpan(text, s, e);
    if (b > a) spans.push(...splitLong(text, a, b));
  };
  let segStart = from;
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    if (c !== '.' && c !== '!' && c !== '?' && c !== '…') continue;
    let j = i + 1;
    while (j < to && CLOSERS.has(text[j]!)) j++;
    // A footnote number glued to the period ("emissions.1 The") belongs to this sentence.
    if (c === '.' && /\p{L}|\)/u.test(text[i - 1] ?? '')) {
      let d = j;
      while (d < to && d - j < 2 && /\d/.test(text[d]!)) d++;
      if (d > j && d < to && /\s/.test(text[d]!)) j = d;
    }
    if (j < to && !/\s/.test(text[j]!)) continue;
    let k = j;
    while (k < to && /\s/.test(text[k]!)) k++;
    if (k >= to) break;
    if (!isBoundary(text, segStart, i, k, to)) continue;
    push(segStart, j);
    segStart = k;
    i = k - 1;
  }
  push(segStart, to);
  return spans;
}

function isBoundary(text: string, segStart: number, i: number, k: number, to: number): boolean {
  if (/\p{Ll}/u.test(text[k]!)) return false;
  if (text[i] !== '.') return true;
  let p = i;
  while (p > segStart && !/\s/.test(text[p - 1]!)) p--;
  const tok = text.slice(p, i).replace(/^[("'[]+/, '');
  if (!tok) return false;
  const lower = tok.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return lower === 'etc' && SENTENCE_STARTERS.test(text.slice(k, Math.min(to, k + 12)));
  if (/^\p{Lu}$/u.test(tok)) return false; // an initial: "J. Smith"
  if (/\p{L}\.\p{L}/u.test(tok)) return false; // "U.S", "e.g", "S.A"
  return true;
}

/** Splits an over-long span with no sentence end at line starts that look like new items. */
function splitLong(text: string, s: number, e: number): Array<[number, number]> {
  if (e - s <= LONG_SPAN || !text.slice(s, e).includes('\n')) return [[s, e]];
  const spans: Array<[number, number]> = [];
  let from = s;
  for (let i = s; i < e; i++) {
    if (text[i] !== '\n') continue;
    const before = text.slice(from, i).trimEnd();
    if (/\p{Lu}|\d/u.test(text[i + 1] ?? '') && !/[,;:(-]$/.test(before) && !FUNCTION_TAIL.test(before)) {
      spans.push([from, i]);
      from = i + 1;
    }
  }
  spans.push([from, e]);
  return spans.map(([a, b]) => trimSpan(text, a, b)).filter(([a, b]) => b > a);
}
