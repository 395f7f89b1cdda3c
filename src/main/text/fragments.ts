/**
 * Line and fragment rules for segmentation: list markers at line starts and inside lines, lines that
 * never hold a sentence (page numbers, contents leaders), and the test that keeps a candidate
 * segment or drops it as a fragment (heading, label grid, caption, note, figure soup). Rules on
 * text only; the page walk lives in sentences.ts.
 */
import { BULLET_GLYPHS, VERB_PATTERN } from './lexicon';
import { countWords } from './sentenceSplit';

/** A list marker at a line start: glyphs, dots, dashes, asterisks, (a), a), (i), 1. and 1). */
const LINE_BULLET = new RegExp(
  String.raw`^(?:[${BULLET_GLYPHS}·‧・]|[-*+o](?=\s)|\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)|(?:[a-z]|` +
    String.raw`[ivx]{1,4})\)|\d{1,2}[.)](?=\s+\p{L}))\s*`,
  'u'
);
/** Inside a line only unambiguous glyphs, or a middle dot with spaces around it, separate items. */
export const INLINE_BULLET = new RegExp(`[${BULLET_GLYPHS}]| [·・](?= )`, 'gu');
/** Page numbers and similar lines that never hold a sentence. */
const NOISE_LINE = /^(?:(?:page|p\.|seite)\s*)?\d{1,4}(?:\s*(?:\/|of)\s*\d{1,4})?$|^[\W\d_]*$/iu;
/** Captions and notes: describe a figure or give a source, not a claim. */
const CAPTION = new RegExp(
  String.raw`^(?:fig(?:ure)?s?\.?|tables?|charts?|graphs?|exhibits?|diagrams?|photos?|images?|` +
    String.raw`illustrations?|maps?|sources?|notes?)\s*(?:\d+[.\d]*\s*)?[:.|-]`,
  'iu'
);
/** A pronoun subject followed by a lowercase word: a clause, whatever the verb ("We recycle ..."). */
const SUBJECT_VERB = /\b(?:we|they|it|he|she|this|these|which|who)\s+(?:also\s+|now\s+|already\s+)?\p{Ll}{2,}/iu;
const STOP = /[.!?;]["')\]]?$/u;

const MIN_WORDS = 4;
/** A span this long ending in a stop is a sentence even without a recognised verb form. */
const SENTENCE_WORDS = 6;
/** Up to this many words, a title-case span without a stop is a heading. */
const HEADING_WORDS = 12;

/** Length of the list marker opening a line (marker and following spaces), 0 when there is none. */
export function bulletMarkerLength(line: string): number {
  const m = LINE_BULLET.exec(line);
  return m && m[0].length < line.length ? m[0].length : 0;
}

/** Lines that never hold a sentence: page numbers, lone figures, contents leaders. */
export function isNoiseLine(line: string): boolean {
  return NOISE_LINE.test(line) || /(?:\.\s?){4,}|…{2,}|_{4,}/u.test(line);
}

const MINOR_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  '&',
  '-'
]);

/** Share of content words (not "and", "of", "the", nor figures) that start with a capital: title case scores high. */
export function capitalisedShare(t: string): number {
  const words = t.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && !MINOR_WORDS.has(w.toLowerCase()));
  return words.length > 0 ? words.filter((w) => /^[\p{Lu}]/u.test(w)).length / words.length : 0;
}

export interface KeepOptions {
  minWords?: number;
  keepFragments?: boolean;
  /** Bullets may start in lowercase ("• reduce water use ..."); sentences may not. */
  bullet?: boolean;
}

/** Keeps statements; drops fragments: short, mostly figures, captions, notes, headings, label grids. */
export function keepSegment(t: string, opts: KeepOptions = {}): boolean {
  const words = countWords(t);
  if (words < (opts.minWords ?? MIN_WORDS)) return false;
  if (opts.keepFragments) return true;
  const nonSpace = t.replace(/\s/g, '').length;
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  // Mostly figures: a table line, unless it is a whole sentence with a verb that states several figures
  // ("In 2024, Scope 1 was 392,150 t CO₂e (2023: 423,750 t CO₂e; 2022: 455,170 t CO₂e).").
  const figureSentence = letters >= 0.3 * nonSpace && STOP.test(t) && /^\p{Lu}/u.test(t) && VERB_PATTERN.test(t);
  if (letters < 0.5 * nonSpace && !figureSentence) return false;
  if (CAPTION.test(t)) return false;
  // Citations and links ("2 https://... Ecodesign your future") are references, not statements.
  if (/https?:\/\/|www\./iu.test(t) && words < 30) return false;
  // A whole span in brackets is a note ("(Base year: 2009, units: 10,000 tonnes)").
  if (/^\(.*\)[.;]?$/u.test(t)) return false;
  // A sentence cannot start in lowercase (continuations were joined before): a label or a fragment.
  if (!opts.bullet && /^\p{Ll}/u.test(t)) return false;
  const stop = STOP.test(t);
  // Title case without a stop is a heading or a grid of labels ("Pollution Equal Treatment ...").
  if (!stop && capitalisedShare(t) >= (words <= HEADING_WORDS ? 0.7 : 0.6)) return false;
  if (VERB_PATTERN.test(t) || SUBJECT_VERB.test(t) || (words >= SENTENCE_WORDS && stop)) return true;
  // A nominal statement with a figure ("42% reduction in Scope 1 and 2 emissions by 2030") is kept.
  return /\d/.test(t) && words >= 5;
}
