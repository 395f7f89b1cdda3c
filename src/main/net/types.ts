/**
 * The outbound door's contract: the client every request leaving the process goes through, the
 * ledger sink it writes one row per request to (including refusals), and the per-request meta.
 * Agents and evidence providers import `NetClient` from here.
 */
import type { NetCache } from './cache';

/** The fetch shape the openai SDK (and most HTTP code) expects. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** How one request ended, as the ledger records it. */
export type NetOutcome = 'ok' | 'blocked' | 'timeout' | 'too_large' | 'aborted' | 'failed';

/** One outbound-ledger row: never a header, a key, a query string or a body. */
export interface OutboundRecord {
  provider: string;
  host: string;
  method: string;
  purpose: string;
  bytesOut: number;
  bytesIn: number;
  /** HTTP status; null when no response arrived (blocked, timeout before headers, network error). */
  status: number | null;
  outcome: NetOutcome;
  runId: string | null;
  durationMs: number;
  /**
   * The query text an evidence provider sent (the search words, the place name, the scene query),
   * exactly as it left; null for requests that carry no query (the model gateway, image range reads).
   */
  queryText: string | null;
}

/** Where ledger rows go (the store's outbound repo satisfies it). */
interface LedgerSink {
  record(row: OutboundRecord): Promise<void>;
}

/** What a caller says about one request. */
export interface RequestMeta {
  /** Why the request is made (`chat:extraction`, `evidence:news`); recorded in the ledger. */
  purpose: string;
  runId?: string;
  /** Overrides the client's timeout for this request (headers and body). */
  timeoutMs?: number;
  /** Overrides the client's response size limit for this request. */
  maxResponseBytes?: number;
  /**
   * true: consult/fill the cache even if the method is not GET (POST search APIs); false: never
   * (signing tokens, image bytes); unset: GET requests without a Range header only.
   */
  cache?: boolean;
  /** The ledger's provider column for this request (`tavily`, `nominatim`); the client's label otherwise. */
  provider?: string;
  /** The query text this request carries (evidence providers), recorded in the ledger as sent. */
  queryText?: string;
}

export interface NetClient {
  /** Sends one request, or refuses it with NET_BLOCKED before any socket opens. */
  request(url: string | URL, init: RequestInit, meta: RequestMeta): Promise<Response>;
  /** A fetch bound to one purpose/run, for code that wants a fetch (the openai SDK). */
  fetcher(meta: RequestMeta): FetchLike;
  /** Whether a URL would be let through. */
  allows(url: string | URL): boolean;
  /** Waits for the ledger rows written so far. */
  flush(): Promise<void>;
}

export interface NetClientOptions {
  /** Label for the ledger's provider column (`openai`, `custom`, `crossref`, ...). */
  provider: string;
  allow: { allows(url: URL): boolean };
  ledger?: LedgerSink;
  cache?: NetCache;
  /** Default per-request timeout (default 60 s). */
  timeoutMs?: number;
  /** Default response size limit in bytes (default 32 MiB). */
  maxResponseBytes?: number;
  /** Default run id for the ledger when a request names none. */
  runId?: string;
}
