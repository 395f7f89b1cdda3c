/**
 * Library workflows: load the list, open and delete a report, banners and notices.
 * Every call goes through the IPC client; failures land in the banner, never as thrown errors.
 */
import type { Report } from '../../../../shared/domain/report';
import { request } from '../../ipc/client';
import { describeError, type BannerError } from '../../ipc/errorText';
import { navigationStore, showLibrary, showReport } from '../../stores/navigationStore';
import { libraryStore } from './libraryStore';

const NOTICE_MS = 6000;
let noticeTimer: ReturnType<typeof setTimeout> | null = null;

export async function loadReports(): Promise<void> {
  libraryStore.setState({ status: 'loading' });
  try {
    const reports = await request('reports.list', {});
    libraryStore.setState({ reports, status: 'loaded' });
  } catch (err) {
    libraryStore.setState({ status: 'loaded', error: describeError(err, 'The library could not be loaded') });
  }
}

export function openReport(report: Pick<Report, 'id' | 'title' | 'fileName'>): void {
  showReport(report.id, report.title || report.fileName);
}

export async function deleteReport(report: Report): Promise<void> {
  try {
    await request('reports.delete', { reportId: report.id });
    libraryStore.setState((s) => ({ reports: s.reports.filter((r) => r.id !== report.id) }));
    const view = navigationStore.getState().view;
    if (view.name === 'report' && view.reportId === report.id) showLibrary();
    showNotice(`Deleted “${report.title || report.fileName}”.`);
  } catch (err) {
    showError(describeError(err, 'The report could not be deleted'));
  }
}

export function showError(error: BannerError): void {
  libraryStore.setState({ error });
}

export function dismissError(): void {
  libraryStore.setState({ error: null });
}

export function showNotice(notice: string): void {
  libraryStore.setState({ notice });
  if (noticeTimer) clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => libraryStore.setState({ notice: null }), NOTICE_MS);
}

export function dismissNotice(): void {
  if (noticeTimer) clearTimeout(noticeTimer);
  libraryStore.setState({ notice: null });
}
