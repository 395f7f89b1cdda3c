/**
 * Text normalization with a back-map. The same rules apply to page text and to query strings, so a
 * quote normalized with `normalizeText` can be found in a page's normalized text:
 * NFKC (covers ligatures and full-width forms) except on sub- and superscript digits, which page
 * text keeps exact ("CO₂e", "m³"; queries fold them to ASCII digits, see `normalizeText`; a
 * superscript digit glued to a word or figure is a footnote marker and is dropped, "rate¹" -> "rate"),
 * curly quotes to straight, every dash to '-', soft
 * hyphens and zero-width characters removed, words hyphenated at a line end joined, whitespace
 * collapsed to one space, or one '\n' where the run held a line break.
 *
 * Hyphenation rule: at a line end "x-\ny" drops the hyphen when x is a lowercase letter and y is a
 * lowercase letter ("reduc-\ntion" -> "reduction") unless the two words form a compound that keeps its
 * hyphen (compounds.ts: "energy-\nintensive", "single-\nuse"); otherwise the hyphen is kept and the line break
 * removed ("CO2-\nequivalent" -> "CO2-equivalent", "Scope-\n3" -> "Scope-3", "Franco-\nGerman").
 */

import { keepsHyphen } from './compounds';
import { isFootnoteTail } from './scriptText';

const SINGLE_QUOTE = /[\u2018\u2019\u201A\u201B\u2032\u2035\u02BC]/;
const DOUBLE_QUOTE = /[\u201C\u201D\u201E\u201F\u2033\u2036]/;
const DASH = /[\u2010-\u2015\u2212\u2043\uFE58\uFE63\uFF0D]/;
const REMOVED = /[\u200B-\u200D\u2060\uFEFF\u0000-\u0008\u000E-\u001F\u007F]/;
const NEWLINE = /[\n\r\u000B\u000C\u2028\u2029]/;
const SPACE = /\s/;
const MARK = /\p{M}/u;
const LOWER = /\p{Ll}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const SHY = '\u00AD';
/** Sub- and superscript digits: kept as they are in page text, folded to ASCII in queries. */
const SCRIPT_DIGIT = /[\u2070\u00B9\u00B2\u00B3\u2074-\u2079\u2080-\u2089]/;
const SUP_DIGIT = /[\u2070\u00B9\u00B2\u00B3\u2074-\u2079]/;
const SCRIPT_DIGITS = /[\u2070\u00B9\u00B2\u00B3\u2074-\u2079\u2080-\u2089]/g;

type TokenKind = 'char' | 'space' | 'newline' | 'shy';

interface Tokens {
  kind: TokenKind[];
  ch: string[];
  src: number[];
}

/** Splits input into normalized single characters, each tagged with the input index it came from. */
function tokenize(input: string, fold: boolean): Tokens {
  const t: Tokens = { kind: [], ch: [], src: [] };
  let i = 0;
  while (i < input.length) {
    const start = i;
    const cp = input.codePointAt(i) ?? 0;
    i += cp > 0xffff ? 2 : 1;
    // A base character keeps its combining marks so NFKC can compose them.
    while (i < input.length && MARK.test(input[i]!)) i++;
    const cluster = input.slice(start, i);
    const exact = !fold && SCRIPT_DIGIT.test(cluster);
    for (const c of exact ? cluster : cluster.normalize('NFKC')) {
      let kind: TokenKind = 'char';
      let out = c;
      if (c === SHY) kind = 'shy';
      else if (REMOVED.test(c)) continue;
      else if (NEWLINE.test(c)) kind = 'newline';
      else if (SPACE.test(c)) kind = 'space';
      else if (SINGLE_QUOTE.test(c)) out = "'";
      else if (DOUBLE_QUOTE.test(c)) out = '"';
      else if (DASH.test(c)) out = '-';
      t.kind.push(kind);
      t.ch.push(out);
      t.src.push(start);
    }
  }
  return t;
}

export interface NormalizedWithMap {
  text: string;
  /** For each UTF-16 unit of `text`, the UTF-16 index in the input it came from (non-decreasing). */
  map: Int32Array;
}

/** Normalizes `input` and returns, for each output unit, the input index it maps back to. */
export function normalizeWithMap(input: string, opts: { foldScripts?: boolean } = {}): NormalizedWithMap {
  const t = tokenize(input, opts.foldScripts ?? false);
  const out: string[] = [];
  const map: number[] = [];
  const push = (s: string, src: number) => {
    for (let k = 0; k < s.length; k++) {
      out.push(s[k]!);
      map.push(src);
    }
  };
  const n = t.kind.length;
  let i = 0;
  while (i < n) {
    if (t.kind[i] === 'char') {
      // A superscript digit glued to a word or figure is a footnote marker ("rate¹"), not text; "m²" stays.
      if (SUP_DIGIT.test(t.ch[i]!) && isFootnoteTail(out.slice(-12).join(''))) {
        i++;
        continue;
      }
      push(t.ch[i]!, t.src[i]!);
      i++;
      continue;
    }
    // A run of whitespace and soft hyphens.
    const runStart = i;
    let hasNewline = false;
    let hasSpace = false;
    let hasShy = false;
    while (i < n && t.kind[i] !== 'char') {
      if (t.kind[i] === 'newline') hasNewline = true;
      else if (t.kind[i] === 'space') hasSpace = true;
      else hasShy = true;
      i++;
    }
    if (out.length === 0 || i >= n) continue; // trim both ends
    if (!hasNewline && !hasSpace) continue; // soft hyphen inside a word
    if (hasNewline && hasShy) continue; // soft hyphen at a line end: join
    if (hasNewline && out[out.length - 1] === '-' && LETTER_OR_DIGIT.test(out[out.length - 2] ?? '')) {
      const before = out[out.length - 2]!;
      const next = t.ch[i]!;
      if (LOWER.test(before) && LOWER.test(next) && !keepsHyphen(wordBefore(out), wordAt(t.ch, i))) {
        out.pop();
        map.pop();
      }
      continue;
    }
    push(hasNewline ? '\n' : ' ', t.src[runStart]!);
  }
  return { text: out.join(''), map: Int32Array.from(map) };
}

/** The letters just before the trailing hyphen of `out`. */
function wordBefore(out: string[]): string {
  let k = out.length - 2;
  let w = '';
  while (k >= 0 && /\p{L}/u.test(out[k]!)) w = out[k--]! + w;
  return w;
}

/** The letters of the word starting at token i. */
function wordAt(ch: string[], i: number): string {
  let w = '';
  for (let k = i; k < ch.length && /\p{L}/u.test(ch[k]!); k++) w += ch[k]!;
  return w;
}

/**
 * Normalizes a query or quote with the same rules as page text (no back-map), script digits folded to
 * ASCII ("CO₂" -> "CO2"): compare it with page text passed through `foldScripts`.
 */
export function normalizeText(s: string): string {
  return normalizeWithMap(s, { foldScripts: true }).text;
}

/** Sub- and superscript digits to ASCII digits, one character for one, so offsets still hold. */
export function foldScripts(s: string): string {
  return SCRIPT_DIGIT.test(s) ? s.replace(SCRIPT_DIGITS, (d) => d.normalize('NFKC')) : s;
}

/** Counts words: whitespace-separated tokens holding at least one letter or digit. */
export function countWords(text: string): number {
  let n = 0;
  for (const tok of text.split(/\s+/)) if (LETTER_OR_DIGIT.test(tok)) n++;
  return n;
}
