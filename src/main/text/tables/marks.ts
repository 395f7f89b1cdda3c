/**
 * Footnote marks printed inside a cell's text, removed without eating its digits: superscript
 * glyphs ("Scope 1¹", "2025²"), symbols ("671 770*", "Scope 2†", an assurance mark "230,780 ◊"), a restatement mark
 * after a figure ("285,280 R"), and a number or letter closed by a
 * bracket after a label or a year ("Scope 1 1)", "2025 5)", "Scope 2 (market-based)a)"). Superscript
 * glyphs go before any Unicode folding, which would turn "¹" into a digit of the number.
 */

const SUPERSCRIPTS = /[\u00b9\u00b2\u00b3\u2070-\u2079\u1d43-\u1d5c]+/gu;
/** Symbols after a figure or label: notes ("*", "†") and assurance marks ("◊", "✓"). */
const SYMBOLS = /\s*[*†‡§#◊◆◇✓✔¶]+$/u;
/**
 * " 1)" or "a)" closing a label; the text before must keep its own brackets balanced. A letter mark
 * stands after a space or a bracket ("…based)a)"): right after a letter it ends a word ("chain)").
 */
const CLOSING = /(?:\s|(?<=[)\]]))(?:\d{1,2}|[a-z])\)$|(?<=\p{L})\d{1,2}\)$/u;
/** A restatement mark after a figure: "285,280 R", "210,460 (R)". */
const RESTATED = /\s+\(?R\)?$/u;
/** "(1)" or "[a]" after a label. */
const BRACKETED = /\s*[([](?:\d{1,2}|[a-z])[)\]]$/u;

const balanced = (t: string): boolean => (t.match(/\(/g) ?? []).length === (t.match(/\)/g) ?? []).length;

/** The cell's text without footnote marks, and the marks removed (for the record). */
export function stripMarks(raw: string): { text: string; marks: string[] } {
  const marks: string[] = [];
  let text = raw.replace(SUPERSCRIPTS, (m) => {
    marks.push(m);
    return '';
  });
  for (let changed = true; changed;) {
    changed = false;
    const before = text.trimEnd();
    for (const re of [SYMBOLS, CLOSING, BRACKETED, RESTATED]) {
      const m = re.exec(before);
      if (!m) continue;
      const rest = before.slice(0, m.index).trimEnd();
      // Keep a label's own bracket ("Scope 3 (cat. 1)") and never strip a whole cell.
      if (!rest || !balanced(rest)) continue;
      // "…, 3)", "… and 3)" or "… Scope 3)" ends a list in brackets opened on the line above ("(Scope 1, 2" /
      // "market-based, 3)").
      if (re === CLOSING && /(?:,|\band|&|\bscopes?|\bcategor(?:y|ies))$/iu.test(rest)) continue;
      // "(1)" after a bare number may be the number's own negative sign in brackets: leave numbers alone.
      if (re === BRACKETED && /^[\d.,\s()-]+$/u.test(rest)) continue;
      // "R" marks a restated figure only after a figure ("Scope R" is no mark).
      if (re === RESTATED && !/^[-−(]?\d[\d.,\s]*\)?$/u.test(rest)) continue;
      marks.push(m[0].trim());
      text = rest;
      changed = true;
      break;
    }
  }
  return { text: text.trim(), marks };
}
