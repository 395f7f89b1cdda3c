/**
 * "Since then" read as the year the sentence before names: "In our 2018 baseline year, Scope 1
 * emissions were 879,100 t … Since then, combined Scope 1 and 2 emissions have come down 43.7%." is a
 * change since 2018. The year is the one printed earlier in the same sentence, else the one the sentence
 * before names on the page's text, and only when there is exactly one; "then" and the year are both four characters, so the figures' offsets in the text
 * stay where they were.
 */
import { claimFigures } from '../../facts/claimFigures';
import { ghgInventory, type GhgObservation, type PageText, type StatedText } from '../../facts/inventory';

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

/** A change whose subject is the sentence before: "That is 12.3 per cent lower than in 2022". */
const THAT = /^\s*(?:that|this)\s+(?:is|was|represents|marks|means)\b/iu;

/**
 * A stated change whose subject is the figure of the sentence before ("Scope 1 came in at 469,690 tonnes of CO₂
 * equivalent for 2023. That is 12.3 per cent lower than in 2022"): the two sentences read as one, with the GHG
 * figures of that one, when the sentence before states exactly one. Undefined otherwise.
 */
export function withSubjectBefore(
  src: StatedText,
  pages: readonly PageText[]
): { src: StatedText; own: GhgObservation[]; from: number } | undefined {
  if (!THAT.test(src.text)) return undefined;
  const page = pages.find((p) => p.page === src.page);
  const before = page && sentenceBefore(page.text, src.text);
  if (!before || !/[.!?]$/u.test(before)) return undefined;
  const text = `${before} ${src.text}`;
  const joined: StatedText = { ...src, text, figures: claimFigures(text) };
  const own = ghgInventory([joined]).filter((o) => o.end <= before.length && !o.component);
  // `from`: where the text itself starts in the joined one (changes before it are the sentence before's own).
  return own.length === 1 ? { src: joined, own, from: before.length + 1 } : undefined;
}
