/**
 * Where a typed query occurs in a page's normalized text: every non-overlapping occurrence, compared
 * case-insensitively with each whitespace run on either side treated as one space (line breaks in
 * the page do not matter) and sub- and superscript digits read as ASCII ("CO2" finds "CO₂"). Offsets
 * are into the page text as stored, so they map back to its items. Pure.
 */
import { foldScripts, normalizeText } from '../../ingest/normalize';
import { squash } from '../../ingest/squash';

export interface TextRange {
  start: number;
  end: number;
}

/** The query as it is compared: normalized like page text, lower-cased, whitespace folded and trimmed. */
export const foldQuery = (query: string): string => squash(normalizeText(query)).s.trim();

/** Every occurrence of `query` in `text`, in order, not overlapping; [] for a blank query. */
export function findRanges(text: string, query: string, limit = Infinity): TextRange[] {
  const q = foldQuery(query);
  if (!q || limit <= 0) return [];
  const page = squash(foldScripts(text));
  const out: TextRange[] = [];
  let at = page.s.indexOf(q);
  while (at >= 0 && out.length < limit) {
    out.push({ start: page.pos[at]!, end: page.pos[at + q.length - 1]! + 1 });
    at = page.s.indexOf(q, at + q.length);
  }
  return out;
}

/** True when the text holds the query at least once (the cheap first pass over every page). */
export const containsQuery = (text: string, foldedQuery: string): boolean => foldedQuery.length > 0 && squash(foldScripts(text)).s.includes(foldedQuery);
