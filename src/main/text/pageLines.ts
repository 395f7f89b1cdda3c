/**
 * What a page's lines are before they are read as sentences: the body type size, footnote marks set
 * small on a line of their own, and the lines of a contents page ("1.3 Strategy 17").
 */
import type { PageText } from '../ingest/types';

/** What segmentation reads of a page (as sentences.ts). */
type SegmentablePage = Pick<PageText, 'text' | 'lines' | 'blocks'>;

/** A page with at least this many contents-style lines ("Climate strategy 12") is a contents page. */
const CONTENTS_MIN_LINES = 5;
const CONTENTS_LINE = new RegExp(
  String.raw`^(?:\d{1,2}(?:\.\d{1,2})*\s+)?\p{Lu}[^.!?;]{1,90}?[^\d\s.,%)-]\s\d{1,3}(?:\s*-\s*\d{1,3})?$|` +
    String.raw`^\d{1,3}\s+(?:\d{1,2}(?:\.\d{1,2})*\s+)?\p{Lu}[^.!?;]{2,90}$`,
  'u'
);
const CONTENTS_TITLE = /^(?:contents|table of contents|index|inhalt|sommaire)$/iu;
/**
 * A numbered section title with its page: "5.4 Occupational health and safety management 97", the page
 * ending the line or followed by the next entry. A scope or category number is no page ("4.1 The Group's
 * Scope 1 emissions for the year were …", a numbered paragraph of a directors' report).
 */
const SECTION_ENTRY =
  /(?:^|\s)\d{1,2}\.\d{1,2}\s+\p{Lu}[^\d!?]{2,80}?(?<!\b(?:[Ss]copes?|[Cc]ategor(?:y|ies)|[Cc]at\.))\s\d{1,3}(?=\s*$|\s+\d{1,2}\.\d{1,2}\s)/u;

/** A footnote reference set small: "1)", "2", "*", "†". */
export function isFootnoteMarker(t: string, fontSize: number, bodySize: number): boolean {
  return /^(?:\(?\d{1,2}\)?|[*†‡]{1,3})$/u.test(t) && fontSize < 0.85 * bodySize;
}

/** The type size most of the page's characters are set in. */
export function bodyFontSize(page: SegmentablePage): number {
  const weight = new Map<number, number>();
  for (const l of page.lines) {
    const size = Math.round(l.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + (l.end - l.start));
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) if (w > bestWeight) [best, bestWeight] = [size, w];
  return best || 10;
}

/**
 * Lines of a contents page: a title and a page number ("1.3 Strategy 17"), on a page that has many
 * of them. On a page titled "Contents", any line ending in a page number or holding a section
 * number counts.
 */
export function contentsLines(page: SegmentablePage): Set<number> {
  const lines = page.lines.map((l) => page.text.slice(l.start, l.end).trim());
  const titled = lines.some((t) => CONTENTS_TITLE.test(t));
  const found = new Set<number>();
  lines.forEach((t, i) => {
    const titledEntry = titled && (/\s\d{1,3}$/.test(t) || /(?:^|\s)\d{1,2}\.\d{1,2}\s+\p{Lu}/u.test(t));
    if (CONTENTS_LINE.test(t) || SECTION_ENTRY.test(t) || titledEntry) found.add(i);
  });
  return found.size >= CONTENTS_MIN_LINES ? found : new Set();
}
