/** Accessible progress bar; `value` 0..1, or null for an indeterminate bar. */
export interface ProgressBarProps {
  value: number | null;
  label: string;
}

export function ProgressBar({ value, label }: ProgressBarProps) {
  const pct = value === null ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={value === null ? 'progress progress-indeterminate' : 'progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
    >
      <div className="progress-fill" style={pct === undefined ? undefined : { width: `${pct}%` }} />
    </div>
  );
}
