/**
 * A small in-memory context for the Academic agent's unit tests: a report of given pages and claims,
 * a corpus search that ranks the real reference passages (corpusDocs.referenceDocs) by shared words,
 * and an optional fake web search provider that records its queries.
 */
import { FindingSchema, type Finding } from '../../../../shared/domain/finding';
import type { Claim } from '../../../../shared/domain/claim';
import { claimFigures } from '../../../facts/claimFigures';
import type { AnchorPage } from '../../../text/anchor';
import { referenceDocs } from '../../../corpus/corpusDocs';
import type { WebSearchProvider, WebSearchResult } from '../../../evidence/types';
import { NO_PROVIDERS } from '../../../evidence/types';
import type { SearchHit } from '../../../store/lance/search';
import { makeClaim } from '../../judge/__tests__/fixtures';
import type { AgentProgress, SpecialistContext, SpecialistInput } from '../../specialist';

let n = 0;
export function claimOf(text: string, page = 3, type: Claim['type'] = 'environmental'): Claim {
  n += 1;
  return makeClaim(type, {
    id: `clm_${n}`,
    text,
    sourcePage: page,
    anchor: { page, rects: [], quote: text, prefix: '', suffix: '', method: 'exact', score: 1 },
    figures: claimFigures(text)
  });
}

const words = (s: string): Set<string> =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2)
  );

export function fakeCorpusSearch(
  query: string,
  opts: { source?: string | string[]; limit?: number } = {}
): SearchHit[] {
  const want = opts.source === undefined ? null : new Set(Array.isArray(opts.source) ? opts.source : [opts.source]);
  const q = words(query);
  return referenceDocs()
    .filter((d) => !want || want.has(d.sourceType) || (want.has('ifrs') && d.sourceType.startsWith('ifrs')))
    .map((d) => ({ d, score: [...words(`${d.title} ${d.text}`)].filter((w) => q.has(w)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, opts.limit ?? 10)
    .map(
      ({ d, score }) =>
        ({
          id: d.id,
          sourceType: d.sourceType,
          reportId: '',
          refId: d.refId,
          title: d.title,
          pageStart: 0,
          pageEnd: 0,
          text: d.text,
          score,
          via: 'fts'
        }) as SearchHit
    );
}

export interface FakeWeb extends WebSearchProvider {
  queries: Array<{ query: string; purpose: string }>;
}

/** A web search provider answering every query with the given results (hosts decide the tiers). */
export function fakeWeb(results: (query: string) => WebSearchResult[]): FakeWeb {
  const queries: FakeWeb['queries'] = [];
  return {
    id: 'fake',
    label: 'Fake search',
    queries,
    search: async (query, opts) => {
      queries.push({ query, purpose: opts.purpose });
      return results(query);
    }
  };
}

export function fakeContext(opts: {
  pages?: string[];
  claims?: Claim[];
  title?: string;
  web?: WebSearchProvider | null;
  runId?: string;
}) {
  const pages = opts.pages ?? [];
  const events: AgentProgress[] = [];
  const page = (i: number): AnchorPage => ({
    pageNumber: i + 1,
    page: {} as AnchorPage['page'],
    text: { text: pages[i]! } as AnchorPage['text']
  });
  const ctx = {
    runId: opts.runId ?? `run_t${++n}`,
    reportId: 'rpt_0123456789abcdef',
    engine: 'offline',
    config: {} as SpecialistContext['config'],
    signal: new AbortController().signal,
    gateway: null,
    log: { info() {}, warn() {}, error() {}, debug() {} } as unknown as SpecialistContext['log'],
    emit: (e: AgentProgress) => events.push(e),
    mapLimit: async <T, R>(items: readonly T[], work: (item: T, i: number) => Promise<R>) =>
      Promise.all(items.map(work)),
    report: {
      reportId: 'rpt_0123456789abcdef',
      title: opts.title ?? 'Kestrel Panels Sustainability Report 2023',
      pageCount: pages.length,
      page: async (p: number) => (pages[p - 1] !== undefined ? page(p - 1) : null),
      pages: async function* () {
        for (let i = 0; i < pages.length; i++) yield page(i);
      },
      tableRows: async () => [],
      chunks: async () => [],
      figures: async () => [],
      claims: () => opts.claims ?? [],
      search: async () => [],
      related: async () => []
    },
    corpus: {
      search: async (q: string, o?: { source?: string | string[]; limit?: number }) => fakeCorpusSearch(q, o),
      paragraph: () => undefined,
      paragraphs: () => [],
      officialText: async () => []
    },
    net: {} as SpecialistContext['net'],
    evidence: { ...NO_PROVIDERS, webSearch: opts.web ?? null }
  } as unknown as SpecialistContext;
  return { ctx, events };
}

export const inputOf = (claims: Claim[], over: Partial<SpecialistInput> = {}): SpecialistInput => ({
  cycle: 1,
  claims,
  queries: {},
  inbox: [],
  answers: [],
  priorFindings: [],
  ...over
});

/** Every finding must parse against the shared schema (details, references with a url). */
export function parsed(findings: readonly Finding[]): Finding[] {
  return findings.map((f) => FindingSchema.parse(f));
}
