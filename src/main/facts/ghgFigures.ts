/**
 * The GHG inventory figures a claim (or report figure) states: facts/ghg.ts over the claim's
 * figures, with the corpus's unit table (tonnes per mass unit) and Scope 3 category names.
 */
import type { ClaimFigure } from '../../shared/domain/claim';
import { convert, CorpusReferenceError, scope3Categories } from '../corpus/reference';
import { readGhgFigures, type GhgFigure } from './ghg';
import { claimFigures } from './claimFigures';

function tonnesPer(unit: string): number | undefined {
  try {
    return convert(1, unit, 't');
  } catch (err) {
    if (err instanceof CorpusReferenceError) return undefined; // not a mass the unit table knows
    throw err;
  }
}

const STOP = new Set(['and', 'of', 'in', 'the', 'or', 'to', 'for', 'from']);
/** Crude stems, so "Purchases goods & services" meets "Purchased goods and services". */
const stems = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .map((w) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s|d)$/u, '') : w));

/** Each category's content words: its name up to "not included …" (category 3's long name); and its printed labels. */
const CATEGORY_WORDS = (): Array<{ n: number; words: string[]; labels: string[][] }> =>
  scope3Categories().map((c) => ({
    n: c.number,
    words: stems(c.name.replace(/\s+not included\b.*$/iu, '')),
    labels: (c.labels ?? []).map(stems)
  }));

/**
 * The category a label names: one of the labels reports print for it ("Business trips of
 * employees"), every word present; else every content word of the category's name (one may be
 * missing from names of three words or more: "Waste in operations", "Transportation upstream").
 * Two categories named equally well ("Leased assets": 8 or 13) give none.
 */
export function categoryNamed(text: string): number | undefined {
  const have = new Set(stems(text));
  const all = CATEGORY_WORDS();
  const labelled = all.filter((c) => c.labels.some((l) => l.every((w) => have.has(w))));
  if (labelled.length === 1) return labelled[0]!.n;
  let best: { n: number; hit: number; tie: boolean } | undefined;
  for (const c of all) {
    const hit = c.words.filter((w) => have.has(w)).length;
    const needed = c.words.length >= 3 ? c.words.length - 1 : c.words.length;
    if (hit < needed) continue;
    if (!best || hit > best.hit) best = { n: c.n, hit, tie: false };
    else if (hit === best.hit) best.tie = true;
  }
  return best && !best.tie ? best.n : undefined;
}

/** Inventory figures of `text`; pass the figures already read (a claim's `figures`) to skip reading them again. */
export function ghgFiguresOf(text: string, figures: readonly ClaimFigure[] = claimFigures(text)): GhgFigure[] {
  return readGhgFigures(text, figures, { tonnesPer, categoryNamed });
}
