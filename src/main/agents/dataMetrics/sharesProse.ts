/**
 * Sets of shares a sentence states as parts of one whole ("an energy mix of 42 % renewable, 38 %
 * natural gas and 20 % coal"; "Scope 1 accounts for 30 %, Scope 2 for 20 % and Scope 3 for 50 %";
 * "workers (28.3 %), professionals (11 %) and managers (7.8 %)"). A set is a run of percentages
 * separated only by short labels and list separators, in a sentence that speaks of a whole being
 * divided (mix, breakdown, split, "accounts for", "consists of"…) and of nothing else that percentages
 * also express (changes, targets, rates, margins, approximations, nested "of which" parts). Precision
 * comes first: a set that might not be a partition is not read. See docs/data-metrics-checks/disclosure.md.
 */
import type { ClaimFigure } from '../../../shared/domain/claim';
import type { StatedText } from '../../facts/inventory';
import { PART_CUE, REMAINDER, VETO, WHOLE_CUE } from './sharesCues';

interface SharePart {
  label: string;
  value: number;
  /** The printed figure's decimals (for the rounding tolerance). */
  decimals: number;
  raw: string;
  /** The text stating this part, when it is not the set's own (a table row). */
  item?: StatedText;
}

export interface ShareSet {
  /** What is divided, in the report's words (the sentence or the table caption). */
  whole: string;
  parts: SharePart[];
  /** The text says the parts make up the whole ("consists of", "is split into", a total row of 100 %). */
  complete: boolean;
  /** The text leaves a part unquantified ("the remainder", "other sources"). */
  remainder: boolean;
  item: StatedText;
}

/** A gap between two shares of one list: short, no figure except in a scope or category name. */
const GAP_MAX_CHARS = 60;
const GAP_MAX_WORDS = 8;
const LABEL_NUMBER = /\b(?:scope|category|cat\.|tier)\s?\d+/giu;

interface Span {
  start: number;
  end: number;
}

/** Sentence spans of a text (a layout line break is not a sentence end). */
function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const re = /[.;!?](?=\s+[A-Z(“"])|\n\s*\n/gu;
  let start = 0;
  for (const m of text.matchAll(re)) {
    spans.push({ start, end: m.index + 1 });
    start = m.index + 1;
  }
  spans.push({ start, end: text.length });
  return spans.filter((s) => text.slice(s.start, s.end).trim().length > 0);
}

/** A share is a plain percentage from 0 to 100: a signed one ("+12 %", "-8 %") is a change, one over 100 a ratio. */
export const isShareValue = (f: ClaimFigure): boolean => f.value >= 0 && f.value <= 100 && !/^[-−+(]/u.test(f.raw);
const isShare = (f: ClaimFigure): boolean => f.unit === '%' && f.valueTo === undefined && isShareValue(f);

function listGap(gap: string): boolean {
  if (gap.length > GAP_MAX_CHARS || /\d/u.test(gap.replace(LABEL_NUMBER, ''))) return false;
  if (gap.trim().split(/\s+/u).length > GAP_MAX_WORDS) return false;
  // Each part of a list is named; percentages separated by bare "; " are a table row's cells (years, a change column).
  if (!/\p{L}/u.test(gap)) return false;
  return /[,;]|\band\b|\bfollowed by\b|\bwhile\b/iu.test(gap);
}

/** Runs of two or more shares standing in one list. */
function runsIn(text: string, shares: readonly ClaimFigure[]): ClaimFigure[][] {
  const runs: ClaimFigure[][] = [];
  let run: ClaimFigure[] = [];
  for (const f of shares) {
    const prev = run.at(-1);
    if (prev && listGap(text.slice(prev.end, f.start))) run.push(f);
    else {
      if (run.length >= 2) runs.push(run);
      run = [f];
    }
  }
  if (run.length >= 2) runs.push(run);
  return runs;
}

/** The whole each share names ("of our electricity"): two different wholes are not one partition. */
function oneWhole(text: string, run: readonly ClaimFigure[]): boolean {
  const wholes = run.flatMap((f) => {
    const m = /^\s*of ([^,;.]+?)(?=\s*(?:[,;.]|\band\b|\bwhile\b|$))/iu.exec(text.slice(f.end));
    return m ? [m[1]!.toLowerCase().replace(/^(?:the|our|its|their) /u, '')] : [];
  });
  return new Set(wholes).size <= 1;
}

function decimalsOf(raw: string): number {
  const m = /[.,](\d+)\s?%?$/u.exec(raw.replace(/\s?(?:%|per ?cent)$/iu, ''));
  return m ? m[1]!.length : 0;
}

/** A label without the verb or filler around it ("the wholesale channel accounted for" → "the wholesale channel"). */
function tidy(piece: string): string {
  return piece
    .replace(/[()]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^(?:in (?:fy)?\d{4},?\s*|while |and |of |followed by )+/iu, '')
    .replace(
      new RegExp(
        String.raw`\s*(?:\b(?:accounts?|accounted|accounting) for|\bmade up|\bmakes? up|\bcame from|` +
          String.raw`\bcomes? from|\b(?:is|was|are|were)|\bthe remaining|\bfor|:)$`,
        'iu'
      ),
      ''
    )
    .trim();
}

/** "42 % renewable" names its part after the figure; "workers (28.3 %)" and "Scope 1 accounts for 30 %" before it. */
function labels(text: string, run: readonly ClaimFigure[], sentence: Span): string[] {
  const firstGap = text.slice(run[0]!.end, run[1]!.start);
  const after = /^\s*[\p{L}]/u.test(firstGap) && !/^\s*(?:of|for|and|while|was|were|is|are)\b/iu.test(firstGap);
  return run.map((f, i) => {
    const piece = after
      ? text.slice(f.end, run[i + 1]?.start ?? sentence.end).split(/[,;.]|\band\b/u)[0]!
      : text
          .slice(run[i - 1]?.end ?? sentence.start, f.start)
          .split(/[,;]|\band\b|\bwhile\b/u)
          .at(-1)!;
    const label = tidy(piece);
    return label.length > 0 ? label.slice(0, 60) : f.raw;
  });
}

/** Every share set the stated texts' sentences state. */
export function proseShareSets(items: readonly StatedText[]): ShareSet[] {
  const out: ShareSet[] = [];
  for (const item of items) {
    const shares = item.figures.filter(isShare);
    if (shares.length < 2) continue;
    for (const sentence of sentenceSpans(item.text)) {
      const text = item.text.slice(sentence.start, sentence.end);
      if (!PART_CUE.test(text) || VETO.test(text)) continue;
      const inside = shares.filter((f) => f.start >= sentence.start && f.end <= sentence.end);
      for (const run of runsIn(item.text, inside)) {
        if (!oneWhole(item.text, run)) continue;
        const names = labels(item.text, run, sentence);
        out.push({
          whole: text.replace(/\s+/gu, ' ').trim(),
          parts: run.map((f, i) => ({ label: names[i]!, value: f.value, decimals: decimalsOf(f.raw), raw: f.raw })),
          complete: WHOLE_CUE.test(text),
          remainder: REMAINDER.test(text),
          item
        });
      }
    }
  }
  return out;
}
