/**
 * Where Legal looks for a sub-requirement's evidence: every sentence, bullet and table row of the
 * report (read once per run; a transition plan's assumptions may stand two pages after the claim),
 * each with its page, its span on the page and its terms, behind an inverted index from term to
 * sentences. `best` finds the sentences that answer a requirement, closest to the claim's page among
 * equals; the rectangles of a chosen sentence are computed only when it is cited.
 */
import type { Rect } from '../../../shared/domain/geometry';
import { anchorFromSpan, type AnchorPage } from '../../claims/anchor/anchor';
import { segmentSentences } from '../../claims/offline/sentences';
import type { ReportReader } from '../readContext';
import { conceptTokens, contentStems } from './profiles';
import type { Requirement } from './requirements';

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

export interface Match {
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
export const ANSWER_SHARE = 0.34;
/** ...and this share of the weight of its thesaurus concepts. */
export const IDEA_SHARE = 0.5;
const MAX_WORDS = 90;

export const termsOf = (text: string): Set<string> => new Set([...contentStems(text), ...conceptTokens(text)]);

/** The share of a requirement's cue weight a text carries, 0 when a pattern is asked for and missing. */
export function answerShare(req: Requirement, text: string, terms: ReadonlySet<string>, idf: (t: string) => number): number {
  if (req.patterns.length && !req.patterns.some((p) => p.test(text))) return 0;
  let all = 0;
  let got = 0;
  let hits = 0;
  let ideas = 0;
  let ideasGot = 0;
  for (const c of req.cues) {
    const w = idf(c);
    all += w;
    if (c.startsWith('cx')) ideas += w;
    if (!terms.has(c)) continue;
    [got, hits] = [got + w, hits + 1];
    if (c.startsWith('cx')) ideasGot += w;
  }
  // One shared word is chance unless the check has only one or two cues; and the sentence must carry
  // most of the check's ideas (a market-based figure does not answer "location-based Scope 2").
  if (!all || hits < Math.min(2, req.cues.size) || (ideas && ideasGot / ideas < IDEA_SHARE)) return 0;
  return got / all;
}

export function createPool(sentences: Sentence[], pageCount: number, idf: (t: string) => number, report: Pick<ReportReader, 'page'>): EvidencePool {
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
        .map((i) => ({ sentence: sentences[i]!, score: answerShare(req, sentences[i]!.text, sentences[i]!.terms, idf) }))
        .filter((m) => m.score >= ANSWER_SHARE)
        .sort((a, b) => b.score - a.score || a.sentence.page - b.sentence.page)
        .slice(0, limit);
      cache.set(key, found);
      return found;
    },
    async rects(s) {
      if (s.rects) return [...s.rects];
      if (s.start < 0) return [];
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
      out.push({ page: p.pageNumber, start: seg.start, end: seg.end, text: seg.text, terms: termsOf(seg.text), origin: 'report' });
    }
  }
  return out;
}
