/**
 * Import workflows: native file dialog (with the web host's fallback to a file input), dropped
 * files, the password retry loop, and folding `ingest.progress` events into the import store.
 * A successful import opens the report; a reused one says so.
 */
import type { ImportSource } from '../../../../shared/ipc/routes/reports';
import { on, pathForFile, request } from '../../ipc/client';
import { describeError, errorCodeOf } from '../../ipc/errorText';
import { classifyImportError } from './importErrors';
import { dispatchIngest, importStore } from './importStore';
import { dismissError, loadReports, openReport, showError, showNotice } from './libraryActions';

const FINISHED_JOB_LINGER_MS = 2500;

const baseName = (path: string): string => path.split(/[\\/]/).pop() || path;
const sourceName = (source: ImportSource): string => (source.kind === 'path' ? baseName(source.path) : source.fileName);

async function importSource(source: ImportSource, password?: string): Promise<void> {
  const fileName = sourceName(source);
  dismissError();
  importStore.setState({ sending: fileName, password: null });
  try {
    const { report, reused } = await request(
      'reports.import',
      password === undefined ? { source } : { source, password }
    );
    importStore.setState({ sending: null });
    if (reused) showNotice(`“${fileName}” is already in your library; opened the existing report.`);
    void loadReports();
    openReport(report);
  } catch (err) {
    importStore.setState({ sending: null });
    const failure = classifyImportError(err);
    if (failure.kind === 'password')
      importStore.setState({ password: { source, fileName, incorrect: failure.incorrect } });
    else showError(failure.error);
  }
}

export function submitPassword(password: string): void {
  const prompt = importStore.getState().password;
  if (prompt) void importSource(prompt.source, password);
}

export function cancelPassword(): void {
  importStore.setState({ password: null });
}

export async function importFile(file: File): Promise<void> {
  const path = pathForFile(file);
  if (path) return importSource({ kind: 'path', path });
  try {
    const data = new Uint8Array(await file.arrayBuffer());
    await importSource({ kind: 'bytes', fileName: file.name || 'report.pdf', data });
  } catch (err) {
    showError(describeError(err, 'The file could not be read'));
  }
}

/**
 * Asks main for the native open dialog. Resolves to 'fallback' when the host has no native dialog
 * (the web host answers FORBIDDEN): the caller then opens its hidden file input.
 */
export async function chooseAndImport(): Promise<'done' | 'fallback'> {
  try {
    const { path } = await request('reports.choose_file', {});
    if (path) await importSource({ kind: 'path', path });
    return 'done';
  } catch (err) {
    if (errorCodeOf(err) === 'FORBIDDEN' || errorCodeOf(err) === 'UNKNOWN_ROUTE') return 'fallback';
    showError(describeError(err, 'The file dialog could not be opened'));
    return 'done';
  }
}

/** Subscribes to import progress and to main asking to open a file (e.g. opened from the OS). */
export function subscribeImportEvents(): () => void {
  const offProgress = on('ingest.progress', (event) => {
    dispatchIngest({ type: 'progress', event });
    if (event.stage === 'done' || event.stage === 'failed') {
      setTimeout(() => dispatchIngest({ type: 'dismiss', jobId: event.jobId }), FINISHED_JOB_LINGER_MS);
    }
  });
  const offFocus = on('app.focus_report', ({ path }) => void importSource({ kind: 'path', path }));
  return () => {
    offProgress();
    offFocus();
  };
}
