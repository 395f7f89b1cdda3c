/**
 * Outline (bookmark) titles often lose the spaces where the printed heading broke its line: Orange's
 * report bookmarks "Lead the Future,a year of tangibleprogress" for the heading printed over three
 * lines. When the page shows the same characters, the title takes the page's spacing.
 */
import { foldScripts, normalizeText } from './normalize';

/** Characters of `s` without whitespace, lowercased, with each one's index in `s`. */
function squash(s: string): { s: string; pos: number[] } {
  let out = '';
  const pos: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (/\s/.test(s[i]!)) continue;
    out += s[i]!.toLowerCase();
    pos.push(i);
  }
  return { s: out, pos };
}

/** The title as printed on the page (normalized, spaces where the page has whitespace), or the title unchanged. */
export function respaceTitle(title: string, pageText: string): string {
  const q = squash(normalizeText(title)).s;
  if (q.length < 4) return title;
  const page = foldScripts(pageText);
  const p = squash(page);
  const at = p.s.indexOf(q);
  if (at < 0) return title;
  const printed = page.slice(p.pos[at]!, p.pos[at + q.length - 1]! + 1).replace(/\s+/g, ' ');
  // Only spacing may change: the printed title keeps the outline's words and characters.
  return squash(printed).s === q ? printed : title;
}
