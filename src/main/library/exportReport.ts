/**
 * Exports a stored analysis without re-running it: reads the run's compiled Source of Truth and what
 * the stores know of it (overrides, timings, outbound requests, audit events, the analyst's name),
 * builds the export document and hands it to the report writers. One path for the app (`sot.*`
 * routes), `sibyl analyze`, `sibyl export` and `sibyl batch`, so every export of a run is the same.
 */
import { CommonErrors, ReportErrors, SibylError } from '../../shared/ipc/errors';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { getRegistry } from '../corpus/registry';
import { exportDocument } from '../report/exportDocument';
import { writeReport, type ReportWriter, type WriterId } from '../report/writers';
import type { Stores } from '../store/stores';
import { analystName } from './analyst';

export type ExportStores = Pick<Stores, 'analysis' | 'overrides' | 'runAudit' | 'settings'>;

export interface ExportOptions {
  now?: () => Date;
  /**
   * The run's compiled Source of Truth when the caller already holds it (the analysis that just
   * compiled it): used as it is instead of being read back from the store, which for a large report
   * is a 20–30 MB document parsed again and a PGlite statement that grows its memory for good.
   */
  compiled?: SourceOfTruth;
}

/** The run's export document; NOT_COMPILED when the run has not completed. */
export async function exportDocumentForRun(
  stores: ExportStores,
  runId: string,
  opts: ExportOptions = {}
): Promise<SourceOfTruth> {
  const run = await stores.analysis.get(runId);
  if (!run) throw new SibylError(CommonErrors.NOT_FOUND, `no analysis run ${runId}`);
  const compiled = opts.compiled ?? (await stores.analysis.compiled(runId));
  if (!compiled)
    throw new SibylError(
      ReportErrors.NOT_COMPILED,
      `run ${runId} is ${run.status} and has no Source of Truth yet (only a completed run has one)`
    );
  const [overrides, timings, outbound, events, preparedBy] = await Promise.all([
    stores.overrides.list(runId),
    stores.runAudit.timings(runId),
    stores.runAudit.outbound(runId),
    stores.runAudit.events(runId),
    analystName(stores.settings)
  ]);
  return exportDocument(compiled, {
    overrides,
    registry: getRegistry().listParagraphs(),
    timings,
    outbound,
    events,
    preparedBy,
    exportedAt: (opts.now?.() ?? new Date()).toISOString()
  });
}

/** Writes the run's export with the given writers into `dir`; returns the files by writer. */
export async function exportRun(
  stores: ExportStores,
  runId: string,
  dir: string,
  writers: readonly ReportWriter[],
  opts: ExportOptions = {}
): Promise<Partial<Record<WriterId, string>>> {
  return writeReport(await exportDocumentForRun(stores, runId, opts), dir, writers);
}
