/**
 * App shell: top bar, banners, and either the start-up screen, the library, settings or a report. Starts the
 * start-up and import event subscriptions and the command registry's keyboard
 * and menu delivery, and mirrors the app phase on #root as `data-app-state`
 * (starting | ready | failed), the sentinel end-to-end tests wait on.
 */
import { useEffect } from 'react';
import { DropZone } from './features/library/DropZone';
import { FeedbackBanners } from './features/library/FeedbackBanners';
import { ImportProgressPanel } from './features/library/ImportProgressPanel';
import { LibraryView } from './features/library/LibraryView';
import { PasswordDialog } from './features/library/PasswordDialog';
import { SettingsView } from './features/settings/SettingsView';
import { SourceOfTruthView } from './features/sourceOfTruth/SourceOfTruthView';
import { subscribeImportEvents } from './features/library/importActions';
import { loadReports } from './features/library/libraryActions';
import { startApp } from './stores/appActions';
import { usePhase } from './stores/appStore';
import { requestPage, showReport, useView } from './stores/navigationStore';
import { ReportWorkspace } from './shell/ReportWorkspace';
import { CommandStatus } from './shell/CommandStatus';
import { ShortcutsDialog } from './shell/ShortcutsDialog';
import { useAppCommands } from './shell/useAppCommands';
import { useCommandKeys } from './shell/useCommandKeys';
import { StartupScreen } from './shell/StartupScreen';
import { TopBar } from './shell/TopBar';

export function App({ root }: { root: HTMLElement }) {
  const phase = usePhase();
  const view = useView();

  useCommandKeys();
  useAppCommands(phase === 'ready');
  useEffect(() => startApp(), []);
  useEffect(() => subscribeImportEvents(), []);
  useEffect(() => {
    root.dataset.appState = phase;
    if (phase === 'ready') void loadReports();
  }, [phase, root]);

  return (
    <div className="app" data-testid="app-shell">
      <TopBar />
      <FeedbackBanners />
      <div className="app-body">
        {phase !== 'ready' ? (
          <StartupScreen />
        ) : view.name === 'library' ? (
          <LibraryView />
        ) : view.name === 'settings' ? (
          <SettingsView />
        ) : view.name === 'sourceOfTruth' ? (
          <SourceOfTruthView
            key={view.reportId}
            reportId={view.reportId}
            onOpenClaim={(_id, page) => (showReport(view.reportId, view.title), requestPage(page))}
          />
        ) : (
          <ReportWorkspace key={view.reportId} reportId={view.reportId} />
        )}
      </div>
      <ImportProgressPanel />
      <PasswordDialog />
      <ShortcutsDialog />
      <CommandStatus />
      <DropZone enabled={phase === 'ready'} />
    </div>
  );
}
