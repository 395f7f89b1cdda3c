/**
 * Finds a quote in a page's normalized text. Exact first (after the same normalization ingestion
 * applies, comparing case-insensitively with every whitespace run treated as one space, so line
 * breaks in the page do not matter), then fuzzy: a local alignment of word tokens (Smith-Waterman
 * style) that tolerates dropped, added or changed words, scored by the share of quote words matched.
 * Sub- and superscript digits compare as ASCII digits on both sides ("CO₂e" on the page, "CO2e" quoted).
 */
import { foldScripts, normalizeText } from '../ingest/normalize';
import { squash } from '../ingest/squash';

export interface Located {
  start: number;
  end: number;
  /** 1 for exact; for fuzzy, the share of the quote's words found in order (0..1). */
  score: number;
  method: 'exact' | 'fuzzy';
}

/** Below this share of matched words a fuzzy match is not trusted. */
const FUZZY_MIN_SCORE = 0.72;

interface Tok {
  w: string;
  start: number;
  end: number;
}

const tokens = (text: string): Tok[] =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    w: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length
  }));

export function locateExact(text: string, quote: string): Located | null {
  const q = squash(normalizeText(quote)).s.trim();
  if (!q) return null;
  const page = squash(foldScripts(text));
  const at = page.s.indexOf(q);
  if (at < 0) return null;
  return { start: page.pos[at]!, end: page.pos[at + q.length - 1]! + 1, score: 1, method: 'exact' };
}

export function locateFuzzy(text: string, quote: string, minScore = FUZZY_MIN_SCORE): Located | null {
  const q = tokens(normalizeText(quote));
  const p = tokens(foldScripts(text));
  if (q.length < 3 || p.length === 0) return null;
  const MATCH = 2;
  const MISMATCH = -1;
  const GAP = -1;
  const m = q.length;
  // H[i][j]: best local alignment ending at page token i, quote token j; M counts matched quote words.
  let prevH = new Float64Array(m + 1);
  let prevM = new Int32Array(m + 1);
  let prevS = new Int32Array(m + 1).fill(-1);
  let best = { score: 0, matched: 0, endTok: -1, startTok: -1 };
  for (let i = 1; i <= p.length; i++) {
    const curH = new Float64Array(m + 1);
    const curM = new Int32Array(m + 1);
    const curS = new Int32Array(m + 1).fill(-1);
    for (let j = 1; j <= m; j++) {
      const eq = p[i - 1]!.w === q[j - 1]!.w;
      const diag = prevH[j - 1]! + (eq ? MATCH : MISMATCH);
      const up = prevH[j]! + GAP; // extra page word
      const left = curH[j - 1]! + GAP; // quote word missing on the page
      let h = 0;
      let mm = 0;
      let st = -1;
      if (diag > h) {
        h = diag;
        mm = prevM[j - 1]! + (eq ? 1 : 0);
        st = prevS[j - 1]! >= 0 ? prevS[j - 1]! : i - 1;
      }
      if (up > h) {
        h = up;
        mm = prevM[j]!;
        st = prevS[j]! >= 0 ? prevS[j]! : i - 1;
      }
      if (left > h) {
        h = left;
        mm = curM[j - 1]!;
        st = curS[j - 1]! >= 0 ? curS[j - 1]! : i - 1;
      }
      curH[j] = h;
      curM[j] = mm;
      curS[j] = h > 0 ? st : -1;
      if (h > best.score) best = { score: h, matched: mm, endTok: i - 1, startTok: st };
    }
    prevH = curH;
    prevM = curM;
    prevS = curS;
  }
  if (best.endTok < 0) return null;
  const share = best.matched / m;
  if (share < minScore) return null;
  // Trim the span to start and end on matched words.
  let s = Math.max(0, best.startTok);
  let e = best.endTok;
  const qset = new Set(q.map((t) => t.w));
  while (s < e && !qset.has(p[s]!.w)) s++;
  while (e > s && !qset.has(p[e]!.w)) e--;
  return { start: p[s]!.start, end: p[e]!.end, score: Math.round(share * 1000) / 1000, method: 'fuzzy' };
}

export function locate(text: string, quote: string, minScore = FUZZY_MIN_SCORE): Located | null {
  return locateExact(text, quote) ?? locateFuzzy(text, quote, minScore);
}
