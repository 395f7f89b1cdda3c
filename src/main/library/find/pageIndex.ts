/**
 * The find index: per report, every page's text folded as a query is compared with (`foldPage`),
 * built once from the stored page texts and kept in memory for the next queries. Bounded: the last
 * few reports searched and at most MAX_CHARS folded chars in all, least recently used dropped first.
 * An entry belongs to one ingestion of the report (its `addedAt`): a report removed and imported
 * again is re-read, and `forgetReport` (called on delete and import) drops it at once.
 */
import type { Stores } from '../../store/stores';
import { foldPage } from './findRanges';
import { Lru } from './lru';

export interface FoldedPage {
  pageNumber: number;
  folded: string;
}

interface Entry {
  addedAt: string;
  pages: Promise<FoldedPage[]>;
}

const MAX_REPORTS = 4;
/** About 16 MB of UTF-16: the 359-page BMW report folds to ~0.5 M chars. */
const MAX_CHARS = 8_000_000;
const index = new Lru<string, Entry>(MAX_REPORTS, MAX_CHARS);
const forgetListeners: Array<(reportId: string) => void> = [];

/** The folded pages of one ingestion of a report, in page order (read and folded on first use). */
export function foldedPages(stores: Stores, report: { id: string; addedAt: string }): Promise<FoldedPage[]> {
  const hit = index.get(report.id);
  if (hit && hit.addedAt === report.addedAt) return hit.pages;
  const entry: Entry = { addedAt: report.addedAt, pages: readPages(stores, report.id) };
  index.set(report.id, entry);
  entry.pages.then(
    (pages) => {
      if (index.get(report.id) === entry)
        index.reweigh(
          report.id,
          pages.reduce((n, p) => n + p.folded.length, 0)
        );
    },
    () => {
      if (index.get(report.id) === entry) index.delete(report.id);
    }
  );
  return entry.pages;
}

async function readPages(stores: Stores, reportId: string): Promise<FoldedPage[]> {
  const texts = await stores.structure.pageTexts(reportId);
  return texts.map((p) => ({ pageNumber: p.pageNumber, folded: foldPage(p.text) }));
}

/** Drops everything find keeps for a report (its pages changed or are gone). */
export function forgetReport(reportId: string): void {
  index.delete(reportId);
  for (const l of forgetListeners) l(reportId);
}

/** Lets another cache of find (the built pages) be dropped with the index. */
export function onForget(listener: (reportId: string) => void): void {
  forgetListeners.push(listener);
}

/** What the index holds now (for tests and the bench): reports and folded chars. */
export const indexSize = (): { reports: number; chars: number } => ({ reports: index.size, chars: index.weight });
