/**
 * Loads a report's structure each time its view opens. A structure already shown stays on screen
 * while the fresh copy loads (ids can come back after a delete and re-import); errors stay in the entry.
 */
import type { ReportId } from '../../../../shared/domain/report';
import { request } from '../../ipc/client';
import { describeError } from '../../ipc/errorText';
import { reportStore, type StructureEntry } from './reportStore';

const setEntry = (reportId: ReportId, entry: StructureEntry): void =>
  reportStore.setState((s) => ({ structures: { ...s.structures, [reportId]: entry } }));

const inFlight = new Map<ReportId, Promise<void>>();

export function loadStructure(reportId: ReportId): Promise<void> {
  const running = inFlight.get(reportId);
  if (running) return running;
  if (reportStore.getState().structures[reportId]?.status !== 'ready') setEntry(reportId, { status: 'loading' });
  const job = request('reports.structure', { reportId })
    .then((structure) => setEntry(reportId, { status: 'ready', structure }))
    .catch((err: unknown) =>
      setEntry(reportId, { status: 'error', error: describeError(err, 'The report structure could not be loaded') })
    )
    .finally(() => inFlight.delete(reportId));
  inFlight.set(reportId, job);
  return job;
}
