/**
 * "Since then" read as the year the sentence before names: "In our 2018 baseline year, Scope 1
 * emissions were 879,100 t … Since then, combined Scope 1 and 2 emissions have come down 43.7%." is a
 * change since 2018. The year is the one printed earlier in the same sentence, else the one the sentence
 * before names on the page's text, and only when there is exactly one; "then" and the year are both four characters, so the figures' offsets in the text
 * stay where they were.
 */
import type { PageText, StatedText } from '../../facts/inventory';

const THEN = /\bsince then\b/iu;
const YEAR = /\b(?:19|20)\d\d\b/gu;
const squash = (t: string): string => t.replace(/\s+/gu, ' ').trim();

/**
 * The sentence printed just before `text` on the page, when the page prints `text`: back to the last
 * sentence end, and no further than a line that ends a table row (a figure, a share, a bracket) over a
 * line starting in capitals ("30% by 2030" / "In our 2018 baseline year, …").
 */
function sentenceBefore(page: string, text: string): string | undefined {
  const words = squash(text).slice(0, 40).split(' ');
  const at = page.search(new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('\\s+'), 'u'));
  if (at <= 0) return undefined;
  const head = page.slice(0, at).replace(/\s+$/u, '');
  const sentence = head.split(/(?<=[.!?])\s+(?=[A-Z“"(])/u).at(-1) ?? '';
  const lines = sentence.split('\n');
  let from = lines.length - 1;
  while (from > 0 && !(/[\d%)]$/u.test(lines[from - 1]!.trim()) && /^[A-Z]/u.test(lines[from]!))) from--;
  return squash(lines.slice(from).join(' '));
}

/** The stated text with "since then" replaced by the one year the sentence before names, else unchanged. */
export function withSinceThen(src: StatedText, pages: readonly PageText[]): StatedText {
  const m = THEN.exec(src.text);
  if (!m) return src;
  // A year earlier in the same sentence ("our baseline was set in 2018 and since then …"), else the sentence before.
  const own = src.text.slice(0, m.index).match(YEAR);
  const page = pages.find((p) => p.page === src.page);
  const before = own ? undefined : page && sentenceBefore(page.text, src.text);
  const years = new Set(own ?? before?.match(YEAR) ?? []);
  if (years.size !== 1) return src;
  const at = m.index + m[0].length - 4;
  return { ...src, text: `${src.text.slice(0, at)}${[...years][0]}${src.text.slice(at + 4)}` };
}
