/**
 * What the agents of one run read of its report, built once per run and shared by every agent and
 * every cycle instead of once per agent per cycle: the pages with their page text (loaded from the
 * store and laid out once each), the run's claims as one frozen copy, the whole report's table rows
 * and the answers to searches of the report already made. The runner creates one per run and drops
 * it with the run. Everything handed out is frozen; the page text's offset tables (typed arrays, which
 * cannot be frozen) are copied for each reader (`readContext.ts`), so no agent can change what another
 * reads.
 */
import type { Claim } from '../../shared/domain/claim';
import type { ReportTableRow } from '../agents/readContext';
import { pageSource, type AnchorPage, type PageSource } from '../text/anchor';
import type { Stores } from '../store/stores';
import type { SearchHit } from '../store/lance/search';

export interface ReportShare {
  /** Every page of the report, each loaded and laid out once (no eviction: the run reads them all). */
  pages: PageSource;
  /** The whole report's table rows, once computed. */
  allRows?: Promise<readonly ReportTableRow[]>;
  /**
   * Searches of the report already made in this run, by query, mode and limit: agents and cycles that
   * ask the same question get the same frozen hits (the report's index does not change during a run).
   */
  searches: Map<string, Promise<readonly SearchHit[]>>;
}

export interface RunReads {
  /**
   * An empty frozen object standing for the run: agents key what they keep for the run on it
   * (`agents/runMemo.ts`), so it is dropped with the run; it gives them no way into these reads.
   */
  readonly scope: object;
  /** The shared pages (and table rows) of a report. */
  report(report: { id: string; pageCount: number }): ReportShare;
  /** One frozen copy of a claims list per list (the state's claims do not change within a run). */
  claims(claims: readonly Claim[], freeze: (c: Claim[]) => readonly Claim[]): readonly Claim[];
}

export function createRunReads(stores: Pick<Stores, 'structure'>): RunReads {
  const reports = new Map<string, ReportShare>();
  let lastClaims: { of: readonly Claim[]; frozen: readonly Claim[] } | null = null;
  return {
    scope: Object.freeze({}),
    report(report) {
      let share = reports.get(report.id);
      if (!share) {
        const load = (n: number) =>
          n >= 1 && n <= report.pageCount ? stores.structure.page(report.id, n) : Promise.resolve(null);
        share = { pages: pageSource(load, report.pageCount + 64), searches: new Map() };
        reports.set(report.id, share);
      }
      return share;
    },
    claims(claims, freeze) {
      if (lastClaims?.of !== claims) lastClaims = { of: claims, frozen: freeze(structuredClone([...claims])) };
      return lastClaims.frozen;
    }
  };
}

/** A reader's own view of a shared page: the same frozen page and text, with its own offset tables. */
export function ownCopy(p: AnchorPage): AnchorPage {
  return { ...p, text: { ...p.text, itemIdx: p.text.itemIdx.slice(), charOff: p.text.charOff.slice() } };
}

/** A search of the report made once per run for each query, mode and limit; a failed search is tried again. */
export function sharedSearch(
  share: ReportShare,
  query: string,
  opts: { mode?: string; limit?: number },
  search: () => Promise<readonly SearchHit[]>
): Promise<readonly SearchHit[]> {
  const key = JSON.stringify([query, opts.mode ?? null, opts.limit ?? null]);
  let got = share.searches.get(key);
  if (!got) {
    got = search();
    got.catch(() => share.searches.delete(key));
    share.searches.set(key, got);
  }
  return got;
}
