/**
 * Labelled claims as exemplars (`corpus/ifrs/exemplars.json`): the claims nearest to a new one vote
 * for the paragraphs they were labelled with, so the way reports phrase a disclosure ("emissions
 * from the fuel burned at our sites") reaches its paragraph even when neither the registry nor the
 * thesaurus holds those words. Nearness is the idf-weighted cosine of the claims' terms (content
 * stems and thesaurus concepts, `queryTerms`); the k nearest vote, each with its similarity, for its
 * most specific paragraph and, at half weight, for the other paragraphs its label accepts. A claim
 * never votes for itself (`exclude`: leave-one-out, so a labelled set measured with its own
 * exemplars stays honest). `meaningVotes` is the same vote with nearness measured by meaning (the
 * cosine of the texts' word-vector meanings, `semantic.ts`), which reaches an exemplar that shares no
 * word with the claim ("top managers get paid extra when they cut pollution" and "executive bonuses
 * are tied to emission reductions"). Pure.
 */
import { getExemplars, type Exemplar } from '../../corpus/mappingData';
import { queryTerms } from './profiles';
import { cosine, textMeaning } from './semantic';

export interface ExemplarIndex {
  /** Votes per paragraph id: the summed similarity (0-1 each) of the nearest exemplars that vote for it. */
  votes(text: string, opts?: VoteOptions): Map<string, number>;
  /** The same vote by meaning: the cosine of the texts' word-vector meanings (`semantic.ts`) instead of shared terms. */
  meaningVotes(text: string, opts?: VoteOptions): Map<string, number>;
  readonly size: number;
}

interface VoteOptions {
  exclude?: string;
  k?: number;
  minSimilarity?: number;
}

interface Indexed {
  id: string;
  paragraphs: readonly string[];
  terms: ReadonlySet<string>;
  norm: number;
  meaning: Float32Array | null;
}

/** The k most similar exemplars (at least `minSimilarity`) vote with their similarity: their first paragraph fully, the others at half weight. */
function tally(sims: Array<[Indexed, number]>, opts: VoteOptions): Map<string, number> {
  const kept = sims.filter(([, s]) => s >= (opts.minSimilarity ?? 0.1));
  kept.sort((a, b) => b[1] - a[1] || (a[0].id < b[0].id ? -1 : 1));
  const out = new Map<string, number>();
  for (const [x, sim] of kept.slice(0, opts.k ?? 5)) {
    x.paragraphs.forEach((id, i) => out.set(id, (out.get(id) ?? 0) + sim * (i === 0 ? 1 : ALSO_ACCEPTED)));
  }
  return out;
}

/** Weight of a label's other accepted paragraphs (usually the parent) relative to its first. */
const ALSO_ACCEPTED = 0.5;

export function buildExemplars(exemplars: readonly Exemplar[]): ExemplarIndex {
  const withTerms = exemplars.map((e) => ({ e, terms: queryTerms(e.text) }));
  const df = new Map<string, number>();
  for (const { terms } of withTerms) for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  const n = withTerms.length;
  const idf = (t: string): number => Math.log(1 + n / (df.get(t) ?? 0.5));
  const norm = (terms: Iterable<string>): number => Math.sqrt([...terms].reduce((s, t) => s + idf(t) ** 2, 0)) || 1;
  const indexed: Indexed[] = withTerms.map(({ e, terms }) => ({
    id: e.id,
    paragraphs: e.paragraphs,
    terms,
    norm: norm(terms),
    meaning: textMeaning(e.text)
  }));

  return {
    size: indexed.length,
    votes(text, opts = {}) {
      const q = queryTerms(text);
      const qn = norm(q);
      const sims: Array<[Indexed, number]> = [];
      for (const x of indexed) {
        if (x.id === opts.exclude) continue;
        let dot = 0;
        for (const t of q) if (x.terms.has(t)) dot += idf(t) ** 2;
        sims.push([x, dot / (qn * x.norm)]);
      }
      return tally(sims, opts);
    },
    meaningVotes(text, opts = {}) {
      const q = textMeaning(text);
      if (!q) return new Map();
      return tally(
        indexed
          .filter((x) => x.id !== opts.exclude && x.meaning)
          .map((x): [Indexed, number] => [x, cosine(q, x.meaning!)]),
        opts
      );
    }
  };
}

let shipped: ExemplarIndex | undefined;

/** The index of the exemplars shipped in the corpus (`corpus/ifrs/exemplars.json`), built once. */
export function corpusExemplars(): ExemplarIndex {
  return (shipped ??= buildExemplars(getExemplars()));
}
