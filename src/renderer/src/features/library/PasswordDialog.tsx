/** Asks for the password of an encrypted PDF and retries the import with it. */
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { cancelPassword, submitPassword } from './importActions';
import { usePasswordPrompt } from './importStore';

export function PasswordDialog() {
  const prompt = usePasswordPrompt();
  if (!prompt) return null;
  // Keyed so a new prompt (or a wrong password) starts with an empty field.
  return (
    <PasswordForm
      key={`${prompt.fileName}:${String(prompt.incorrect)}`}
      fileName={prompt.fileName}
      incorrect={prompt.incorrect}
    />
  );
}

function PasswordForm({ fileName, incorrect }: { fileName: string; incorrect: boolean }) {
  const [password, setPassword] = useState('');
  const inputId = useId();
  const hintId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (password) submitPassword(password);
  };

  return (
    <Dialog title="Password required" onCancel={cancelPassword} testId="password-dialog" describedBy={hintId}>
      <form onSubmit={onSubmit}>
        <p id={hintId}>
          “{fileName}” is protected. Enter its password to import it. The password is used once and not stored.
        </p>
        {incorrect && (
          <p className="field-error" role="alert" data-testid="password-error">
            That password is not correct. Try again.
          </p>
        )}
        <label htmlFor={inputId} className="field-label">
          Password
        </label>
        <input
          id={inputId}
          className="text-input"
          type="password"
          autoComplete="off"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={incorrect || undefined}
          data-testid="password-input"
        />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={cancelPassword}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!password} data-testid="password-submit">
            Unlock and import
          </button>
        </div>
      </form>
    </Dialog>
  );
}
