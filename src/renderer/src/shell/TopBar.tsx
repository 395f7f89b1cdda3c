/** The window's top bar: product name, where the analyst is, Settings, the keyboard shortcuts and the import button. */
import { OpenPdfButton } from '../features/library/OpenPdfButton';
import { useAppInfo, usePhase } from '../stores/appStore';
import { showLibrary, showReport, showSettings, showSourceOfTruth, useView } from '../stores/navigationStore';
import { setShortcutsOpen } from '../stores/uiStore';

export function TopBar() {
  const phase = usePhase();
  const view = useView();
  const info = useAppInfo();
  return (
    <header className="topbar">
      <div className="topbar-left">
        <span className="brand" aria-label="Sibyl">
          Sibyl
        </span>
        {(view.name === 'report' || view.name === 'sourceOfTruth') && (
          <nav className="crumbs" aria-label="Location">
            <button type="button" className="btn btn-ghost" onClick={showLibrary} data-testid="back-to-library">
              ← Library
            </button>
            <span className="crumb-title" title={view.title} data-testid="report-title-bar">
              {view.title}
            </span>
            <button
              type="button"
              className="btn"
              aria-pressed={view.name === 'sourceOfTruth'}
              onClick={() =>
                view.name === 'report'
                  ? showSourceOfTruth(view.reportId, view.title)
                  : showReport(view.reportId, view.title)
              }
              data-testid="toggle-source-of-truth"
            >
              {view.name === 'report' ? 'Source of Truth' : 'Back to the PDF'}
            </button>
          </nav>
        )}
      </div>
      <div className="topbar-right">
        {info?.host === 'web' && <span className="host-badge">Local web host</span>}
        <button
          type="button"
          className="btn"
          onClick={showSettings}
          disabled={phase !== 'ready'}
          aria-pressed={view.name === 'settings'}
          data-testid="open-settings"
        >
          Settings
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setShortcutsOpen(true)}
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
          data-testid="open-shortcuts"
        >
          ?
        </button>
        <OpenPdfButton disabled={phase !== 'ready'} command />
      </div>
    </header>
  );
}
