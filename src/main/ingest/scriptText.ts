/**
 * How a sub- or superscript item reads in page text. Figures and units must come out exact, since
 * claims and the Data/Metrics agent read them: a subscript after a chemical symbol is written with
 * Unicode subscript digits ("CO₂e", "CH₄", "N₂O"), a superscript after a length unit or a power of
 * ten with superscript digits ("m³", "km²", "10⁶"). A superscript after any other word or figure is
 * a footnote marker ("our¹ long-term", "16%⁵"): it is left out of the text. Anything else keeps its plain characters.
 */
import type { ScriptKind } from './scripts';

const SUB_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const SUP_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** Ends in a chemical symbol run: "CO", "tCO", "CH", "N", "SF", "NF". */
const FORMULA_TAIL = /(?:^|[^\p{L}])\p{Ll}?(?:[A-Z][a-z]?){1,3}$/u;
/** Ends in a length unit or a power of ten: "m", "km", "cm", "ft", "10" (other figures take footnotes). */
const POWER_TAIL = /(?:^|[^\p{L}\d.,])(?:(?:k|c|d|m|µ)?m|ft|in|yd|mi|10)$/u;
/** A footnote reference: "1", "12", "1,2", "1)", "*", "†". */
const MARKER = /^(?:\d{1,2}(?:[,–-]\d{1,2})*\)?|[*†‡§]{1,3})$/u;

/** Text written for a script item after `before` (the line's text so far): exact digits, nothing, or `str`. */
export function scriptText(kind: ScriptKind, str: string, before: string): string {
  const s = str.trim();
  const tail = before.trimEnd() === before ? before : '';
  if (kind === 'sub') return /^\d{1,2}$/.test(s) && FORMULA_TAIL.test(tail) ? toDigits(s, SUB_DIGITS) : str;
  if (/^\d{1,2}$/.test(s) && POWER_TAIL.test(tail)) return toDigits(s, SUP_DIGITS);
  if (MARKER.test(s) && isFootnoteTail(tail)) return '';
  return str;
}

/** True when a superscript digit after `tail` is a footnote marker rather than a power ("rate¹" vs "m²"). */
export function isFootnoteTail(tail: string): boolean {
  return /[\p{L}\d%.,;:][)\]'"’”]?$/u.test(tail) && !POWER_TAIL.test(tail);
}

function toDigits(s: string, set: string): string {
  return [...s].map((d) => set[Number(d)]!).join('');
}
