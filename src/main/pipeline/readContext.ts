/**
 * Builds what an agent may read (agents/readContext.ts) over the stores: pages, table rows, chunks
 * and claims of one report, retrieval, the corpus, and an outbound client bound to the agent (the
 * ledger's purpose names it). Each agent gets its own reader; what it hands out is frozen, and no
 * write method of any store is reachable from the returned objects. Within a pipeline run the readers
 * share the run's pages, claims, table rows and report searches (`runReads.ts`), so each is made once.
 */
import type { Claim } from '../../shared/domain/claim';
import type { SpecialistId } from '../../shared/domain/agents';
import type { Chunk, Report } from '../../shared/domain/report';
import type { AgentReads, CorpusReader, RelatedReport, ReportReader, ReportTableRow } from '../agents/readContext';
import { sameCompany } from '../../shared/domain/company';
import { anchorFromSpan, pageSource, spanBoxOf, type AnchorPage } from '../text/anchor';
import { segmentSentences } from '../text/sentences';
import { retrieve } from '../corpus/retrieval';
import { getRegistry } from '../corpus/registry';
import { NO_PROVIDERS, type EvidenceProviders } from '../evidence/types';
import type { NetClient } from '../net/types';
import type { Stores } from '../store/stores';
import { ownCopy, sharedSearch, type RunReads } from './runReads';

/**
 * Freezes an object graph in place (objects and arrays) and returns it. Typed arrays (the page
 * text's offset tables) cannot be frozen; each reader hands out its own copy of them (or loads its
 * own pages), so a change there reaches no other agent and no store.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** The same company's other reports with extracted claims, oldest added first, each with its own reader. */
async function relatedReports(
  stores: Stores,
  report: Pick<Report, 'id' | 'title' | 'fileName' | 'sha256'>
): Promise<RelatedReport[]> {
  const out: RelatedReport[] = [];
  for (const other of await stores.reports.list()) {
    if (other.id === report.id || other.sha256 === report.sha256 || !sameCompany(other, report)) continue;
    const claims = await stores.claims.list(other.id);
    if (!claims.length) continue;
    out.push(
      deepFreeze({
        reportId: other.id,
        title: other.title,
        fileName: other.fileName,
        reader: reportReader(stores, { ...other, fileName: '', sha256: '' }, claims, false)
      })
    );
  }
  return out;
}

export function reportReader(
  stores: Stores,
  report: Pick<Report, 'id' | 'title' | 'pageCount'> & Partial<Pick<Report, 'fileName' | 'sha256'>>,
  claims: readonly Claim[],
  withRelated = true,
  run?: RunReads
): ReportReader {
  const share = run?.report(report);
  const load =
    share?.pages ??
    pageSource(
      (n) => (n >= 1 && n <= report.pageCount ? stores.structure.page(report.id, n) : Promise.resolve(null)),
      report.pageCount
    );
  const page = async (n: number): Promise<Readonly<AnchorPage> | null> => {
    const p = await load(n);
    return deepFreeze(p && share ? ownCopy(deepFreeze(p)) : p);
  };
  const frozenClaims = run ? run.claims(claims, deepFreeze) : deepFreeze(structuredClone([...claims]));
  let chunks: Promise<readonly Chunk[]> | null = null;
  const rowsOf = (p: Readonly<AnchorPage>): ReportTableRow[] =>
    segmentSentences(p.text, { spanBox: spanBoxOf(p as AnchorPage) })
      .filter((seg) => seg.kind === 'table_row' && seg.row)
      .map((seg) => ({
        ...seg.row!,
        page: p.pageNumber,
        text: seg.text,
        years: seg.header ?? [],
        caption: { ...seg.table },
        rects: anchorFromSpan(p as AnchorPage, seg.start, seg.end, 'table_row', 1).rects
      }));

  const reader: ReportReader = {
    reportId: report.id,
    title: report.title,
    ...(report.fileName ? { fileName: report.fileName } : {}),
    pageCount: report.pageCount,
    page,
    async *pages() {
      for (let n = 1; n <= report.pageCount; n++) {
        const p = await page(n);
        if (p) yield p;
      }
    },
    async tableRows(pageNumber) {
      if (pageNumber !== undefined) {
        const p = await page(pageNumber);
        return deepFreeze(p ? rowsOf(p) : []);
      }
      const whole = async (): Promise<readonly ReportTableRow[]> => {
        const all: ReportTableRow[] = [];
        for await (const p of reader.pages()) all.push(...rowsOf(p));
        return deepFreeze(all);
      };
      if (!share) return whole();
      share.allRows ??= whole();
      share.allRows.catch(() => (share.allRows = undefined));
      return share.allRows;
    },
    async chunks() {
      chunks ??= stores.structure.chunks(report.id).then((c) => deepFreeze(c));
      return chunks;
    },
    figures: async () => deepFreeze(await stores.reportFigures.list(report.id)),
    claims: () => frozenClaims,
    search: async (query, opts = {}) => {
      const search = async () =>
        deepFreeze(await retrieve(stores.lance, query, { ...opts, source: 'report', reportId: report.id }));
      return share ? sharedSearch(share, query, opts, search) : search();
    },
    related: async () =>
      withRelated && report.fileName !== undefined && report.sha256 !== undefined
        ? relatedReports(stores, { ...report, fileName: report.fileName, sha256: report.sha256 })
        : []
  };
  return Object.freeze(reader);
}

export function corpusReader(stores: Stores): CorpusReader {
  const registry = getRegistry();
  return Object.freeze({
    search: async (query, opts = {}) => {
      // Without a source filter the search would include report chunks of every report.
      const source = opts.source ?? (['ifrs', 'sasb', 'benchmark', 'reference'] as const).slice();
      return deepFreeze(await retrieve(stores.lance, query, { ...opts, source }));
    },
    paragraph: (id) => deepFreeze(registry.getParagraph(id)),
    paragraphs: (filter) => deepFreeze(registry.listParagraphs(filter)),
    officialText: async (paragraphId) => deepFreeze(await stores.standards.forParagraph(paragraphId))
  } satisfies CorpusReader);
}

/** The outbound client an agent gets: the run's client, with the agent and run on every ledger row. */
function agentNet(net: NetClient, agent: SpecialistId, runId: string): NetClient {
  const bind = <M extends { purpose: string; runId?: string }>(meta: M): M => ({
    ...meta,
    runId: meta.runId ?? runId,
    purpose: `${agent}:${meta.purpose}`
  });
  return Object.freeze({
    request: (url, init, meta) => net.request(url, init, bind(meta)),
    fetcher: (meta) => net.fetcher(bind(meta)),
    allows: (url) => net.allows(url),
    flush: () => net.flush()
  } satisfies NetClient);
}

/** Builds the providers an agent may use over its own outbound client (none switched on: `NO_PROVIDERS`). */
export type EvidenceFactory = (net: NetClient) => EvidenceProviders;

export function agentReads(
  stores: Stores,
  report: ReportReader,
  net: NetClient,
  agent: SpecialistId,
  runId: string,
  evidence: EvidenceFactory = () => NO_PROVIDERS
): AgentReads {
  const bound = agentNet(net, agent, runId);
  return { report, corpus: corpusReader(stores), net: bound, evidence: Object.freeze({ ...evidence(bound) }) };
}
