/** Pure text for the model-engine settings: connection-test results and outbound-ledger cells. */
import type { ConnectionTest } from '../../../../shared/ipc/routes/model';

const TEST_TITLES: Record<string, string> = {
  LLM_NOT_CONFIGURED: 'Not configured',
  LLM_INVALID_SETTINGS: 'The saved settings are not valid',
  LLM_KEY_STORE: 'The API key could not be read',
  LLM_AUTH: 'The provider refused the API key',
  LLM_NETWORK: 'The endpoint could not be reached',
  LLM_TIMEOUT: 'The endpoint did not answer in time',
  LLM_RATE_LIMITED: 'The provider is rate-limiting requests',
  LLM_SERVER: 'The endpoint failed',
  LLM_BAD_REQUEST: 'The endpoint refused the request',
  LLM_TRUNCATED: 'The answer broke off',
  LLM_BAD_OUTPUT: 'The answer was not usable',
  LLM_CANCELLED: 'The test was cancelled'
};

/** Headline and detail of a connection-test result. */
export function describeTest(t: ConnectionTest): { title: string; detail: string } {
  if (t.ok) {
    const embedding = t.embedding ? ` Embedding model ${t.embedding.model}: ${t.embedding.dimensions} dimensions.` : '';
    return { title: `Connected to ${t.host}`, detail: `${t.model} answered “${t.reply || '(empty)'}”.${embedding}` };
  }
  return { title: TEST_TITLES[t.code] ?? 'The test failed', detail: t.message };
}

/** "512 B", "1.5 KB", "2.0 MB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** "200", or "no answer" when the request got no HTTP response (unreachable, timed out). */
const OUTCOME_TEXT: Record<string, string> = {
  blocked: 'blocked',
  timeout: 'timed out',
  too_large: 'too large',
  aborted: 'cancelled',
  failed: 'no answer'
};

/** The HTTP status, or how the request ended when no status came back (blocked, timed out, ...). */
export const formatStatus = (status: number | null, outcome?: string | null): string => {
  if (status !== null)
    return outcome === 'too_large' || outcome === 'timeout' ? `${status}, ${OUTCOME_TEXT[outcome]}` : String(status);
  return (outcome && OUTCOME_TEXT[outcome]) || 'no answer';
};

/** Local date and time to the second, e.g. "2025-03-04 14:05:09". */
export function formatLedgerTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ` +
    `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
  );
}

/**
 * What the model engine's status line says, given what main says of the saved settings and the
 * switch in the form: an unsaved change of the switch is named as such ("on after you save"), so the
 * line never contradicts the box the analyst just ticked.
 */
export function engineStatusText(
  engine: { ready: boolean; problem: string | null },
  savedEnabled: boolean,
  formEnabled: boolean
): string {
  if (formEnabled && !savedEnabled)
    return 'Switched on, not saved yet: the model engine is on after you save (the offline engine runs until then).';
  if (!formEnabled && savedEnabled)
    return 'Switched off, not saved yet: the model engine stays available until you save.';
  if (engine.ready) return 'Saved settings are complete: the model engine can be chosen when extracting claims.';
  return `Model engine not available: ${engine.problem ?? 'not configured.'}`;
}
