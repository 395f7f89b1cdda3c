/**
 * Report-view workflows: load the latest completed run's document, record an override (main signs it
 * with the analyst's name and answers the run's overrides, which replace the document's), save the
 * analyst's name, change filters, and export a file made in main, saved through the browser's
 * download (a save dialog in the app).
 */
import type { OverrideRequest } from '../../../../shared/domain/override';
import type { ExportFile } from '../../../../shared/ipc/routes/sourceOfTruth';
import type { ClaimFilter } from '../../../../shared/report/reportModel';
import { request } from '../../ipc/client';
import { describeError } from '../../ipc/errorText';
import { sotStore, updateSot, type SotReport, type SotSection } from './sotStore';

export async function loadSourceOfTruth(reportId: string): Promise<void> {
  updateSot(reportId, (r) => ({ ...r, status: r.doc ? r.status : 'loading', error: null }));
  try {
    const res = await request('sot.get', { reportId });
    sotStore.setState({ analyst: res.analyst });
    updateSot(reportId, (r) => ({ ...r, status: res.document ? 'ready' : 'empty', run: res.run, doc: res.document }));
  } catch (err) {
    updateSot(reportId, (r) => ({
      ...r,
      status: 'error',
      error: describeError(err, 'The Source of Truth could not be loaded')
    }));
  }
}

/** Records an override; resolves true when main accepted it. */
export async function submitOverride(reportId: string, request_: OverrideRequest): Promise<boolean> {
  const runId = sotStore.getState().reports[reportId]?.run?.id;
  if (!runId) return false;
  try {
    const res = await request('sot.override', { runId, request: request_ });
    updateSot(reportId, (r) => (r.doc ? { ...r, error: null, doc: { ...r.doc, overrides: res.overrides } } : r));
    return true;
  } catch (err) {
    updateSot(reportId, (r) => ({ ...r, error: describeError(err, 'The override was not saved') }));
    return false;
  }
}

export async function saveAnalyst(name: string): Promise<string | null> {
  const res = await request('sot.analyst.set', { name });
  sotStore.setState({ analyst: res.name });
  return res.name;
}

export function setFilter(reportId: string, patch: Partial<ClaimFilter>): void {
  updateSot(reportId, (r) => ({ ...r, filter: { ...r.filter, ...patch } }));
}

export function clearFilters(reportId: string): void {
  updateSot(reportId, (r) => ({ ...r, filter: {}, gapStatus: undefined }));
}

export function setGapStatus(reportId: string, gapStatus: SotReport['gapStatus']): void {
  updateSot(reportId, (r) => ({ ...r, gapStatus }));
}

export function showSection(reportId: string, section: SotSection): void {
  updateSot(reportId, (r) => ({ ...r, section }));
}

export async function exportFile(reportId: string, file: ExportFile): Promise<void> {
  const runId = sotStore.getState().reports[reportId]?.run?.id;
  if (!runId) return;
  updateSot(reportId, (r) => ({ ...r, exporting: file, error: null }));
  try {
    const res = await request('sot.export', { runId, file });
    const url = URL.createObjectURL(new Blob([res.data as BlobPart], { type: res.mimeType }));
    const a = document.createElement('a');
    a.href = url;
    a.download = res.fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    updateSot(reportId, (r) => ({ ...r, error: describeError(err, 'The export failed') }));
  } finally {
    updateSot(reportId, (r) => ({ ...r, exporting: null }));
  }
}
