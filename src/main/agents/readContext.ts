/**
 * What a specialist may read, and nothing it may write: the report (pages with geometry, table rows,
 * chunks, the run's claims), retrieval over the report and the reference corpus, the IFRS registry
 * and the analyst's imported official wording, and an outbound client whose every request is checked
 * and logged by `net/`. The pipeline builds it over the stores (`pipeline/readContext.ts`); the
 * objects it returns are frozen, so one agent cannot change what another reads.
 */
import type { Claim } from '../../shared/domain/claim';
import type { Chunk } from '../../shared/domain/report';
import type { ReportFigure } from '../../shared/domain/reportFigure';
import type { AnchorPage } from '../text/anchor';
import type { RetrievalOptions } from '../corpus/retrieval';
import type { ListFilter } from '../corpus/registry';
import type { RegistryEntry } from '../corpus/registrySchema';
import type { ReportTableRow } from '../facts/tables';
import type { EvidenceProviders } from '../evidence/types';
import type { NetClient } from '../net/types';
import type { SearchHit } from '../store/lance/search';
import type { StandardPassage } from '../store/pg/repos/standards';

export type { ReportTableRow };

export interface ReportReader {
  readonly reportId: string;
  readonly title: string;
  /** The PDF's file name as imported, when known (with the title, it tells the company). */
  readonly fileName?: string;
  readonly pageCount: number;
  /** A page with its text and item geometry, or null past the end or without text. */
  page(pageNumber: number): Promise<Readonly<AnchorPage> | null>;
  /** Every page with text, in order (a whole-report scan). */
  pages(): AsyncIterable<Readonly<AnchorPage>>;
  /** Table rows of one page, or of the whole report when no page is given. */
  tableRows(pageNumber?: number): Promise<readonly ReportTableRow[]>;
  /** The report's retrieval chunks (section-aware, with page spans). */
  chunks(): Promise<readonly Chunk[]>;
  /**
   * The report's figures: financial lines set apart from claims (revenue, EBITDA, ...), with page,
   * rectangles and the values they state; e.g. the denominators of intensity checks.
   */
  figures(): Promise<readonly ReportFigure[]>;
  /** Every claim of this run (not only the ones routed to the agent). */
  claims(): readonly Claim[];
  /** Hybrid search over this report's text. */
  search(query: string, opts?: Pick<RetrievalOptions, 'mode' | 'limit'>): Promise<readonly SearchHit[]>;
  /**
   * The other reports of the same company in the analyst's library (matched by normalised name,
   * shared/domain/company.ts), each read the same way with the claims of its latest extraction;
   * their `related()` is empty. Reports whose claims were never extracted are left out.
   */
  related(): Promise<readonly RelatedReport[]>;
}

/** Another report of the same company, read-only. */
export interface RelatedReport {
  readonly reportId: string;
  readonly title: string;
  readonly fileName: string;
  readonly reader: ReportReader;
}

export interface CorpusReader {
  /** Hybrid search over the reference corpus (IFRS paraphrases, SASB, benchmarks, reference data). */
  search(query: string, opts?: Omit<RetrievalOptions, 'reportId'>): Promise<readonly SearchHit[]>;
  /** A paragraph of the IFRS registry by id ("S2.29(a)(i)(3)"), or undefined. */
  paragraph(id: string): RegistryEntry | undefined;
  /** Registry paragraphs matching a filter (standard, pillar, ...). */
  paragraphs(filter?: ListFilter): readonly RegistryEntry[];
  /** The official wording the analyst imported for a paragraph (none unless imported). */
  officialText(paragraphId: string): Promise<readonly StandardPassage[]>;
}

/** The read-only part of an agent's context. */
export interface AgentReads {
  report: ReportReader;
  corpus: CorpusReader;
  /**
   * Requests leaving the machine (evidence providers). Checked against the allowlist before any
   * socket opens and recorded in the outbound ledger; with no provider configured it reaches no
   * outside host.
   */
  net: NetClient;
  /**
   * The outside evidence providers the analyst switched on (web search, geocoding, imagery), each
   * sending through `net` bound to this agent; `null` for a provider that is off — the agent then says
   * the source was not consulted.
   */
  evidence: EvidenceProviders;
}
