/**
 * Where Legal looks for a sub-requirement's evidence: every sentence, bullet and table row of the
 * report (read once per run; a transition plan's assumptions may stand two pages after the claim),
 * each with its page, its span on the page and its terms, behind an inverted index from term to
 * sentences. `best` finds the sentences that answer a requirement, closest to the claim's page among
 * equals; the rectangles of a chosen sentence are computed only when it is cited.
 */
import type { Rect } from '../../../shared/domain/geometry';
import { anchorFromSpan, anchorQuote, type AnchorPage } from '../../text/anchor';
import { segmentSentences } from '../../text/sentences';
import type { ReportReader } from '../readContext';
import { evidenceTerms, type Requirement } from './requirements';

export interface Sentence {
  page: number;
  /** Span in the page text (end exclusive); -1 when the sentence came from a search hit, not the page. */
  start: number;
  end: number;
  text: string;
  terms: ReadonlySet<string>;
  /** `report`: read from the pages; `search`: found by a refined query of the Judge (re-investigation). */
  origin: 'report' | 'search';
  /** Already located (a quote the model cited, a searched passage): its rectangles. */
  rects?: readonly Rect[];
}

interface Match {
  sentence: Sentence;
  /** Share of the requirement's cue weight the sentence carries, 0-1. */
  score: number;
}

export interface EvidencePool {
  readonly sentences: readonly Sentence[];
  readonly pages: number;
  /** Sentences answering the requirement, best first (at most `limit`). */
  best(req: Requirement, limit?: number): Match[];
  /** The sentence's rectangles on its page (empty when it cannot be placed). */
  rects(s: Sentence): Promise<Rect[]>;
}

/** A sentence answers a requirement when it carries this share of the cue weight (and a pattern, if the check asks for one). */
export const ANSWER_SHARE = 0.45;
/** ...and at least this share of the weight of its thesaurus concepts. */
const IDEA_SHARE = 0.5;
const MAX_WORDS = 90;

export const termsOf = evidenceTerms;

/**
 * How well a text answers a requirement, 0-1: the share of the check's words (weight 0.6) and of its
 * thesaurus concepts (0.4) the text carries, idf-weighted. 0 when a pattern is asked for and missing,
 * when only one term is shared by chance (an example the check gives counts as a term), or when the
 * text carries less than half of the check's concepts (a market-based figure does not answer
 * "location-based Scope 2").
 */
export function answerShare(
  req: Requirement,
  text: string,
  terms: ReadonlySet<string>,
  idf: (t: string) => number
): number {
  if (req.patterns.length && !req.patterns.some((p) => p.test(text))) return 0;
  const words = { all: 0, got: 0 };
  const ideas = { all: 0, got: 0 };
  let hits = [...req.examples].filter((t) => terms.has(t)).length;
  for (const c of req.cues) {
    const w = idf(c);
    const side = c.startsWith('cx') ? ideas : words;
    side.all += w;
    if (terms.has(c)) [side.got, hits] = [side.got + w, hits + 1];
  }
  if (hits < Math.min(2, req.cues.size)) return 0;
  if (ideas.all && ideas.got / ideas.all < IDEA_SHARE) return 0;
  const w = words.all ? words.got / words.all : ideas.got / (ideas.all || 1);
  const i = ideas.all ? ideas.got / ideas.all : w;
  return 0.6 * w + 0.4 * i;
}

/**
 * A sentence elsewhere in the report answers a requirement only on the paragraph's topic: one of the
 * concepts of its title (its words when the title names no concept), "equal pay for employees" does
 * not answer a check on executive pay linked to targets.
 */
export function onTopic(req: Requirement, terms: ReadonlySet<string>): boolean {
  const ideas = [...req.topic].filter((t) => t.startsWith('cx'));
  const wanted = ideas.length ? ideas : [...req.topic];
  return !wanted.length || wanted.some((t) => terms.has(t));
}

export function createPool(
  sentences: Sentence[],
  pageCount: number,
  idf: (t: string) => number,
  report: Pick<ReportReader, 'page'>
): EvidencePool {
  const index = new Map<string, number[]>();
  sentences.forEach((s, i) => {
    for (const t of s.terms) {
      const list = index.get(t);
      if (list) list.push(i);
      else index.set(t, [i]);
    }
  });
  const cache = new Map<string, Match[]>();
  return {
    sentences,
    pages: pageCount,
    best(req, limit = 5) {
      const key = `${req.paragraphId}|${req.text}|${limit}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const seen = new Set<number>();
      for (const c of req.cues) for (const i of index.get(c) ?? []) seen.add(i);
      const found = [...seen]
        .filter((i) => onTopic(req, sentences[i]!.terms))
        .map((i) => ({
          sentence: sentences[i]!,
          score: answerShare(req, sentences[i]!.text, sentences[i]!.terms, idf)
        }))
        .filter((m) => m.score >= ANSWER_SHARE)
        .sort((a, b) => b.score - a.score || a.sentence.page - b.sentence.page)
        .slice(0, limit);
      cache.set(key, found);
      return found;
    },
    async rects(s) {
      if (s.rects) return [...s.rects];
      if (s.start < 0) {
        // A passage a search found: located like a claim's quote, kept only on the page it is cited on.
        const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, s.page, s.text);
        return anchor.page === s.page ? anchor.rects : [];
      }
      const page = await report.page(s.page);
      return page ? anchorFromSpan(page as AnchorPage, s.start, s.end, 'exact', 1).rects : [];
    }
  };
}

/** Every sentence, bullet and table row of the report, page by page. */
export async function readSentences(report: Pick<ReportReader, 'pages'>, signal?: AbortSignal): Promise<Sentence[]> {
  const out: Sentence[] = [];
  for await (const p of report.pages()) {
    signal?.throwIfAborted();
    for (const seg of segmentSentences(p.text)) {
      if (seg.text.split(/\s+/u).length > MAX_WORDS) continue;
      out.push({
        page: p.pageNumber,
        start: seg.start,
        end: seg.end,
        text: seg.text,
        terms: termsOf(seg.text),
        origin: 'report'
      });
    }
  }
  return out;
}
