/** The analyst's name (kept in settings): it signs overrides and appears on exports. */
import { useId, useState, type FormEvent } from 'react';
import { saveAnalyst } from './sotActions';
import { useAnalyst } from './sotStore';

export function AnalystField({ prompt }: { prompt?: string }) {
  const current = useAnalyst();
  const id = useId();
  const [name, setName] = useState(current ?? '');
  const [editing, setEditing] = useState(!current);
  const [error, setError] = useState<string | null>(null);

  if (current && !editing) {
    return (
      <span className="sot-analyst" data-testid="sot-analyst">
        Analyst: <strong>{current}</strong>{' '}
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)}>
          Change
        </button>
      </span>
    );
  }
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    try {
      await saveAnalyst(name);
      setError(null);
      setEditing(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <form className="sot-analyst-form" onSubmit={(e) => void submit(e)} data-testid="sot-analyst-form">
      {prompt && <p className="muted">{prompt}</p>}
      <label htmlFor={id}>Your name</label>
      <input
        id={id}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={120}
        autoComplete="name"
        data-testid="sot-analyst-input"
      />
      <button type="submit" className="btn" disabled={!name.trim()} data-testid="sot-analyst-save">
        Save name
      </button>
      {error && (
        <p role="alert" className="sot-error-text">
          {error}
        </p>
      )}
    </form>
  );
}
