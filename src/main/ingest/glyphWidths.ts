/**
 * Where a character sits inside a text item. pdf.js gives one box per item, not per glyph, so a span
 * inside an item is placed by its share of the item's advance. Counting every character as equally
 * wide put highlights a character or two off in long items of proportional type (starting on the
 * previous sentence's full stop, or ending one digit short: "by 203|0"). Characters are weighed by
 * rough advance classes instead, in em units, close to the grotesque sans faces most reports are set
 * in: thin letters and punctuation, spaces, round and wide letters, tabular digits, capitals. Serif
 * and monospaced type are placed less exactly, but no worse than by counting characters.
 */

const CLASSES: Array<[RegExp, number]> = [
  [/['|]/u, 0.2],
  [/[ijl]/u, 0.23],
  [/[.,:;!\s/\\ftI]/u, 0.28],
  [/[r()[\]{}\-"`]/u, 0.33],
  [/[cksvxyzJ]/u, 0.5],
  [/\d/u, 0.56],
  [/[FTLZ]/u, 0.62],
  [/[wCDHNRU]/u, 0.72],
  [/[mM]/u, 0.83],
  [/[W%@]/u, 0.9],
  [/[GOQ]/u, 0.78],
  [/\p{Lu}/u, 0.69],
  [/[\p{Ll}$€£?*+=<>#&_~^]/u, 0.55]
];
const OTHER = 0.6;

/** Rough advance of one character, in em. */
function advanceOf(ch: string): number {
  for (const [re, w] of CLASSES) if (re.test(ch)) return w;
  return OTHER;
}

/** Shares [f0, f1] (0..1) of the item's advance before `start` and before `end`. */
export function advanceShares(str: string, start: number, end: number): [number, number] {
  let total = 0;
  let before = 0;
  let upTo = 0;
  for (let i = 0; i < str.length; i++) {
    const w = advanceOf(str[i]!);
    if (i < start) before += w;
    if (i < end) upTo += w;
    total += w;
  }
  if (total <= 0) return [0, 1];
  return [Math.min(1, before / total), Math.min(1, upTo / total)];
}
