/**
 * The analyst's override of a verdict or a gap: the new verdict (or "dismiss"), a required note, and a
 * way back to the original. Without an analyst name it asks for one first (it signs the override).
 */
import { useId, useState, type FormEvent } from 'react';
import type { VerdictValue } from '../../../../shared/domain/finding';
import { verdictText, VERDICTS } from '../../../../shared/report/labels';
import { submitOverride } from './sotActions';
import { useAnalyst } from './sotStore';
import { AnalystField } from './AnalystField';

type Props =
  | { reportId: string; kind: 'verdict'; targetId: string; current: VerdictValue | null; original: VerdictValue | null }
  | { reportId: string; kind: 'gap'; targetId: string; current: 'dismissed' | null; original: string };

export function OverrideForm(props: Props) {
  const analyst = useAnalyst();
  const id = useId();
  const [value, setValue] = useState<string>('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  if (!analyst) return <AnalystField prompt="Enter your name to sign overrides." />;

  const options: { value: string; label: string }[] =
    props.kind === 'verdict'
      ? [
          ...VERDICTS.filter((v) => v !== (props.current ?? props.original)).map((v) => ({
            value: v,
            label: verdictText(v)
          })),
          ...(props.current
            ? [{ value: '__withdraw', label: `Restore the Judge’s verdict (${verdictText(props.original)})` }]
            : [])
        ]
      : props.current
        ? [{ value: '__withdraw', label: 'Restore the gap (withdraw the dismissal)' }]
        : [{ value: 'dismissed', label: 'Dismiss this gap' }];

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!value || !note.trim()) return;
    setSaving(true);
    const v = value === '__withdraw' ? null : value;
    const ok =
      props.kind === 'verdict'
        ? await submitOverride(props.reportId, {
            kind: 'verdict',
            targetId: props.targetId,
            value: v as VerdictValue | null,
            note: note.trim()
          })
        : await submitOverride(props.reportId, {
            kind: 'gap',
            targetId: props.targetId,
            value: v as 'dismissed' | null,
            note: note.trim()
          });
    setSaving(false);
    if (ok) {
      setValue('');
      setNote('');
    }
  };

  return (
    <form
      className="sot-override-form"
      onSubmit={(e) => void submit(e)}
      aria-label={props.kind === 'verdict' ? 'Override the verdict' : 'Dismiss the gap'}
      data-testid="sot-override-form"
    >
      <label htmlFor={`${id}-value`}>{props.kind === 'verdict' ? 'Change the verdict to' : 'Decision'}</label>
      <select
        id={`${id}-value`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        data-testid="sot-override-value"
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`}>Note (why; shown in every export)</label>
      <textarea
        id={`${id}-note`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={2}
        maxLength={2000}
        required
        data-testid="sot-override-note-input"
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!value || !note.trim() || saving}
        data-testid="sot-override-save"
      >
        {saving ? 'Saving…' : `Save as ${analyst}`}
      </button>
    </form>
  );
}
