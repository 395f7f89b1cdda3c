/** Shown until the local store is ready: start-up progress, or why it failed. Never a blank window. */
import { ProgressBar } from '../components/ProgressBar';
import { useAppInfo, useStoreState } from '../stores/appStore';

export function StartupScreen() {
  const store = useStoreState();
  const info = useAppInfo();
  const failed = store.state === 'failed';
  return (
    <main className="startup" data-testid="startup">
      <div className="startup-card">
        <h1 className="startup-title">{failed ? 'Sibyl could not start' : 'Starting Sibyl'}</h1>
        {failed ? (
          <p className="startup-error" role="alert" data-testid="startup-error">
            {store.message}
          </p>
        ) : (
          <>
            <p className="startup-message" role="status" data-testid="startup-message">
              {store.message}
            </p>
            <ProgressBar value={store.progress > 0 ? store.progress : null} label="Start-up progress" />
          </>
        )}
        {info && (
          <p className="startup-meta">
            Version {info.version} · data in <code>{info.dataDir}</code>
          </p>
        )}
      </div>
    </main>
  );
}
