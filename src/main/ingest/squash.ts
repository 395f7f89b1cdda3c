/**
 * Text as it is compared when looking for a quote or a typed query in a page: lower-cased, every
 * whitespace run folded to one space (line breaks in the page do not matter), with the offset in the
 * original text of each char kept, so a match maps back to the page's items. Pure.
 */

export interface Squashed {
  s: string;
  /** For each char of `s`, its offset in the original text. */
  pos: number[];
}

export function squash(text: string): Squashed {
  const out: string[] = [];
  const pos: number[] = [];
  let prevSpace = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (!prevSpace) {
        out.push(' ');
        pos.push(i);
      }
      prevSpace = true;
      continue;
    }
    const lower = ch.toLowerCase();
    // A lower case of another length (rare: 'İ') would shift the offsets; keep the char as it is.
    out.push(lower.length === 1 ? lower : ch);
    pos.push(i);
    prevSpace = false;
  }
  return { s: out.join(''), pos };
}

/** Chars whose lower case as a whole string differs from char by char: 'İ', 'Σ' (final sigma), astral chars. */
const CONTEXT_CASE = /[\u0130\u03a3\ud800-\udfff]/;

/**
 * `squash(text).s` without the offsets, fast: the same string, built with whole-string operations
 * where they give the same result char by char (what the find index keeps for every page).
 */
export function squashString(text: string): string {
  if (CONTEXT_CASE.test(text)) return squash(text).s;
  return text.replace(/^\s+/, '').replace(/\s+/g, ' ').toLowerCase();
}
