/**
 * Outline (bookmark) titles often lose the spaces where the printed heading broke its line: Orange's
 * report bookmarks "Lead the Future,a year of tangibleprogress" for the heading printed over three
 * lines. When the page shows the same characters, the title takes the page's spacing.
 */
import { foldScripts, normalizeText } from './normalize';

/** Characters of `s` without whitespace, lowercased, with each one's index in `s` and where spaces were. */
function squash(s: string): { s: string; pos: number[]; spaced: Set<number> } {
  let out = '';
  const pos: number[] = [];
  const spaced = new Set<number>();
  for (let i = 0; i < s.length; i++) {
    if (/\s/.test(s[i]!)) {
      if (out.length > 0) spaced.add(out.length);
      continue;
    }
    out += s[i]!.toLowerCase();
    pos.push(i);
  }
  return { s: out, pos, spaced };
}

/** The title as printed on the page (normalized, spaces where the page has whitespace), or the title unchanged. */
export function respaceTitle(title: string, pageText: string): string {
  const t = squash(normalizeText(title));
  const q = t.s;
  if (q.length < 4) return title;
  const page = foldScripts(pageText);
  const p = squash(page);
  const at = p.s.indexOf(q);
  if (at < 0) return title;
  const printed = page.slice(p.pos[at]!, p.pos[at + q.length - 1]! + 1).replace(/\s+/g, ' ');
  // Spaces are only ever added: the printed title keeps the outline's characters and every space it has.
  const got = squash(printed);
  return got.s === q && [...t.spaced].every((k) => got.spaced.has(k)) ? printed : title;
}
