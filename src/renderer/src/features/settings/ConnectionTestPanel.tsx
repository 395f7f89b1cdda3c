/**
 * "Test connection": one tiny request with the saved settings (no report text), through the gateway,
 * so it shows up in the outbound requests below. Unsaved edits are not what gets tested, so the
 * button waits for Save.
 */
import { describeTest } from './modelText';
import { testModelConnection } from './modelSettingsActions';
import { useModelSettings } from './modelSettingsStore';

export function ConnectionTestPanel({ dirty }: { dirty: boolean }) {
  const testing = useModelSettings((s) => s.testing);
  const test = useModelSettings((s) => s.test);
  const error = useModelSettings((s) => s.testError);
  const shown = test ? describeTest(test) : null;

  return (
    <div className="model-test" data-testid="model-test">
      <div className="settings-actions">
        <button
          type="button"
          className="btn"
          disabled={testing || dirty}
          aria-busy={testing}
          onClick={() => void testModelConnection()}
          data-testid="model-test-button"
        >
          {testing ? 'Testing…' : 'Test connection'}
        </button>
        {dirty && <span className="settings-busy">Save your changes to test them.</span>}
      </div>
      {shown && test && (
        <p
          className={test.ok ? 'model-test-result model-test-ok' : 'model-test-result model-test-failed'}
          role={test.ok ? 'status' : 'alert'}
          data-testid="model-test-result"
          data-ok={test.ok}
          data-code={test.ok ? undefined : test.code}
        >
          <strong>{shown.title}.</strong> {shown.detail}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert" data-testid="model-test-error">
          {error}
        </p>
      )}
    </div>
  );
}
