/**
 * Benchmark plausibility and research support from the local corpus (seed FRD 9 §8–9): the claim's
 * technical terms are searched in the reference corpus (`ctx.corpus.search`); a sector band that
 * bears on the claim (the sector named in the claim or the report's title) is cited with its range
 * and source; a technology is looked for in the corpus passages. When nothing in the corpus bears on
 * the claim, the finding says so: inconclusive, never "no evidence". The corpus holds standards and
 * plausibility bands, not research literature, so a technology is rarely found in it.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { Sector, SectorMetric } from '../../corpus/referenceSchema';
import type { CorpusReader } from '../readContext';
import { sentences, type Assessment } from './assessment';
import { corpusCitation, type Cited } from './references';

const fold = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
/**
 * A word or phrase of the text; one of five letters or more may also begin a longer word ("cement" in "cementitious").
 */
const has = (text: string, word: string): boolean =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}${word.length >= 5 ? '' : '(?![\\p{L}\\p{N}])'}`,
    'iu'
  ).test(text);

/** The sectors a claim (or the report's title) names by keyword, name or related company. */
function sectorsNamed(claimText: string, title: string, sectors: readonly Sector[]): Sector[] {
  const t = fold(claimText);
  const h = fold(title);
  return sectors.filter(
    (s) => [s.name, ...s.keywords].some((k) => has(t, fold(k))) || s.relatedReports.some((r) => has(h, fold(r)))
  );
}

const band = (s: Sector, m: SectorMetric): string =>
  `${s.name} — ${m.label}: ${m.low} to ${m.high} ` +
  `${m.unit}${m.typical !== undefined ? ` (published average about ${m.typical})` : ''}`;

function bandCitations(s: Sector, m: SectorMetric): Cited[] {
  const why =
    `Plausibility band ${m.low}–${m.high} ${m.unit} ` +
    `(${m.basis === 'published-average' ? 'with a published average' : 'project judgement'}). ${m.note}`;
  return [
    corpusCitation(m.bandSource, `sector-intensity/${s.id}/${m.metric}`, why, 'industry_report'),
    ...(m.typicalSource
      ? [
          corpusCitation(
            m.typicalSource,
            `sector-intensity/${s.id}/${m.metric}`,
            `Published sector average about ${m.typical} ${m.unit}.`,
            'industry_report'
          )
        ]
      : []),
    ...(m.references ?? []).map((r) =>
      corpusCitation(r.source, `sector-intensity/${s.id}/${m.metric}`, `${r.label}: ${r.value} ${m.unit}.`, 'standard')
    )
  ];
}

export async function benchmarkAssessment(
  claim: Claim,
  terms: readonly string[],
  corpus: CorpusReader,
  title: string,
  sectors: readonly Sector[]
): Promise<Assessment> {
  const named = sectorsNamed(claim.text, title, sectors);
  const query = [...terms, ...named.map((s) => s.name)].join(' ');
  const hits = await corpus.search(query, { source: 'benchmark', limit: 6 });
  const byId = new Map<string, { s: Sector; m: SectorMetric }>(
    sectors.flatMap((s) =>
      s.metrics.map((m) => [`${s.id}/${m.metric}`, { s, m }] as [string, { s: Sector; m: SectorMetric }])
    )
  );
  const bands = hits.flatMap((h) => {
    const e = byId.get(h.refId);
    return e && named.some((s) => s.id === e.s.id) ? [e] : [];
  });
  const queries = [`${named[0]?.name ?? ''} ${terms[0] ?? 'emission intensity'} benchmark`.trim()];
  if (!bands.length) {
    const why = named.length
      ? `the corpus has bands for ${named.map((s) => s.name).join(', ')}, none for this measure`
      : 'neither the claim nor the report title names a sector the corpus has bands for';
    return {
      type: 'benchmark',
      evidenceType: 'benchmark_corpus',
      supportsClaim: null,
      confidence: 'low',
      queries,
      cited: [],
      summary: `No benchmark in the local corpus bears on this figure (${why}); it was not compared.`
    };
  }
  const figures = claim.figures
    .map((f) => f.raw)
    .slice(0, 3)
    .join(', ');
  return {
    type: 'benchmark',
    evidenceType: 'benchmark_corpus',
    supportsClaim: null,
    confidence: 'medium',
    queries,
    cited: bands.flatMap((b) => bandCitations(b.s, b.m)),
    summary: sentences(
      `Benchmark range${bands.length > 1 ? 's' : ''} in the local ` +
        `corpus: ${bands.map((b) => band(b.s, b.m)).join('; ')}.`,
      `The claim states ${figures}.`,
      'The bands are wide plausibility ranges for catching unit slips and missing ' +
        'scopes, not performance benchmarks: a value inside is merely plausible, one ' +
        'outside needs an explanation (Data/Metrics compares stated intensities with them).'
    )
  };
}

export async function technologyAssessment(
  claim: Claim,
  terms: readonly string[],
  corpus: CorpusReader
): Promise<Assessment> {
  const hits = await corpus.search(terms.join(' '), { source: ['reference', 'benchmark', 'sasb'], limit: 6 });
  const relevant = hits.filter((h) => terms.some((t) => has(fold(h.text), fold(t)) || has(fold(h.title), fold(t))));
  const queries = terms.slice(0, 2).map((t) => `${t} emissions reduction peer-reviewed`);
  const named = `"${terms.slice(0, 3).join('", "')}"`;
  if (!relevant.length) {
    return {
      type: 'technology',
      evidenceType: 'research_corpus',
      supportsClaim: null,
      confidence: 'low',
      queries,
      cited: [],
      summary:
        'The local corpus (standards, reference data and plausibility bands) holds no ' +
        `research on ${named}; the technology's effect could not be checked offline.`
    };
  }
  const cited: Cited[] = relevant.slice(0, 3).map((h) => ({
    source: {
      kind: h.sourceType === 'sasb' ? 'sasb' : h.sourceType === 'benchmark' ? 'benchmark' : 'reference',
      ref: `corpus:${h.refId}`,
      title: h.title,
      excerpt: h.text.slice(0, 400)
    }
  }));
  return {
    type: 'technology',
    evidenceType: 'research_corpus',
    supportsClaim: null,
    confidence: 'low',
    queries,
    cited,
    summary:
      `The local corpus mentions ${named} in ` +
      `${relevant
        .slice(0, 3)
        .map((h) => h.title)
        .join('; ')}, ` +
      'as reference or disclosure text rather than research on ' +
      "its effect; the claim's stated effect is not checked by it."
  };
}
