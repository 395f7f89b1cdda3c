/** A labelled text field with its hint and inline error, wired for screen readers (aria-invalid, describedby). */
import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  testId: string;
}

export function TextField({ label, value, onValue, error, hint, testId, className, ...rest }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `model-field ${className}` : 'model-field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="text-input"
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        data-testid={testId}
      />
      {hint && (
        <p id={`${id}-hint`} className="model-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
