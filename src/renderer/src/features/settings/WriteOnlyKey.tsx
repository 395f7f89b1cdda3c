/**
 * A write-only API key field, shared by the model engine's key and each evidence provider's: the key is
 * sent to main's key store and the field cleared at once; afterwards only "Key stored" and Remove are
 * shown. The key is never read back. Where it is kept depends on the host (`where`): the OS keychain in
 * the app, memory for the session in the browser host, the environment (read-only) for the command line.
 */
import { useId, useState, type ReactNode } from 'react';

export const KEY_WHERE = {
  keychain: 'Kept encrypted in the operating system’s keychain; it is never shown again.',
  session: 'Kept for this session only: Sibyl forgets it when it stops. It is never shown again.'
} as const;

export interface WriteOnlyKeyProps {
  /** Prefix of the test ids: `<testId>`, `-stored`, `-remove`, `-input`, `-save`, `-error`. */
  testId: string;
  label: ReactNode;
  hasKey: boolean;
  writable: boolean;
  busy: boolean;
  error: string | null;
  placeholder: string;
  /** The store the key goes to, in words, and its kind (`data-kind`). */
  where: { text: string; kind: string; testId?: string };
  /**
   * Stores the key (a blank one is the caller's to refuse, with
   * an error); true when it was stored and the field is cleared.
   */
  onStore: (key: string) => Promise<boolean>;
  onRemove: () => void;
}

export function WriteOnlyKey(p: WriteOnlyKeyProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const submit = async () => {
    if (await p.onStore(draft)) setDraft('');
  };
  return (
    <div className="model-field model-key" data-testid={p.testId} data-has-key={p.hasKey}>
      <label className="field-label" htmlFor={inputId}>
        {p.label}
      </label>
      {p.hasKey ? (
        <div className="model-key-row">
          <span className="model-key-stored" data-testid={`${p.testId}-stored`}>
            Key stored
          </span>
          {p.writable && (
            <button
              type="button"
              className="btn btn-small btn-ghost-danger"
              disabled={p.busy}
              onClick={p.onRemove}
              data-testid={`${p.testId}-remove`}
            >
              Remove
            </button>
          )}
        </div>
      ) : (
        <div className="model-key-row">
          <input
            id={inputId}
            className="text-input"
            type="password"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              // The key field sits inside a settings form: Enter stores the key, it does not save the form.
              if (e.key === 'Enter') {
                e.preventDefault();
                void submit();
              }
            }}
            disabled={!p.writable || p.busy}
            autoComplete="off"
            spellCheck={false}
            placeholder={p.placeholder}
            maxLength={1000}
            data-testid={`${p.testId}-input`}
          />
          <button
            type="button"
            className="btn"
            disabled={!p.writable || p.busy || !draft.trim()}
            onClick={() => void submit()}
            data-testid={`${p.testId}-save`}
          >
            {p.busy ? 'Storing…' : 'Store key'}
          </button>
        </div>
      )}
      <p
        className="model-field-hint"
        data-kind={p.where.kind}
        {...(p.where.testId ? { 'data-testid': p.where.testId } : {})}
      >
        {p.where.text}
      </p>
      {p.error && (
        <p className="field-error" role="alert" data-testid={`${p.testId}-error`}>
          {p.error}
        </p>
      )}
    </div>
  );
}
