/** The home screen: the analyst's imported reports, with open, delete and import. */
import { useState } from 'react';
import type { Report } from '../../../../shared/domain/report';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteReport, openReport } from './libraryActions';
import { useLibraryStatus, useReports } from './libraryStore';
import { OpenPdfButton } from './OpenPdfButton';
import { ReportTable } from './ReportTable';

export function LibraryView() {
  const reports = useReports();
  const status = useLibraryStatus();
  const [pendingDelete, setPendingDelete] = useState<Report | null>(null);

  return (
    <main className="library" data-testid="library">
      <header className="library-header">
        <div>
          <h1 className="page-title">Library</h1>
          <p className="page-subtitle">
            {status === 'loaded' ? `${reports.length} ${reports.length === 1 ? 'report' : 'reports'}` : 'Loading…'} ·
            stored on this computer only
          </p>
        </div>
      </header>

      {status === 'loaded' && reports.length === 0 ? (
        <div className="empty-state" data-testid="library-empty">
          <h2>No reports yet</h2>
          <p>
            Open a sustainability report (PDF), or drop one anywhere on this window. Sibyl reads it on this computer;
            nothing is uploaded.
          </p>
          <OpenPdfButton testId="library-open-pdf" />
          <p className="muted empty-state-hint">
            Then extract its claims and press Analyze. Press <kbd>?</kbd> for the keyboard shortcuts.
          </p>
        </div>
      ) : (
        <ReportTable reports={reports} onOpen={openReport} onDelete={setPendingDelete} />
      )}

      {pendingDelete && (
        <ConfirmDialog
          title="Delete report?"
          message={
            `“${pendingDelete.title || pendingDelete.fileName}” and everything Sibyl stored ` +
            'about it will be removed from this computer. The original PDF file is not touched.'
          }
          confirmLabel="Delete"
          danger
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            const report = pendingDelete;
            setPendingDelete(null);
            void deleteReport(report);
          }}
        />
      )}
    </main>
  );
}
