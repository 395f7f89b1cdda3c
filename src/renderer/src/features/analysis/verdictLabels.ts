/**
 * How verdicts, stages and specialist domains read: the words the analyst sees (a verdict is never
 * shown by colour alone) and the CSS class that carries the verdict's colour (analysis.css). Pure.
 */
import type { Stage } from '../../../../shared/domain/events';
import type { VerdictValue } from '../../../../shared/domain/finding';

const VERDICT_LABELS: Record<VerdictValue, string> = {
  verified: 'Verified',
  unverified: 'Unverified',
  contradicted: 'Contradicted',
  insufficient_evidence: 'Insufficient evidence'
};

const VERDICT_ORDER: readonly VerdictValue[] = ['verified', 'contradicted', 'unverified', 'insufficient_evidence'];

export const verdictLabel = (v: VerdictValue): string => VERDICT_LABELS[v];
export const verdictClass = (v: VerdictValue): string => `verdict-${v.replace('_', '-')}`;

const STAGE_LABELS: Record<Stage, string> = {
  ingest: 'reading the report',
  claims: 'extracting claims',
  orchestrate: 'routing claims to specialists',
  specialists: 'investigating',
  judge: 'judging the evidence',
  compile: 'compiling the Source of Truth',
  done: 'done'
};

export const stageLabel = (s: Stage): string => STAGE_LABELS[s];

/** "3 verdicts (2 unverified, 1 contradicted)". */
export function verdictTally(total: number, byVerdict: Readonly<Record<VerdictValue, number>>): string {
  const parts = VERDICT_ORDER.filter((v) => byVerdict[v] > 0).map(
    (v) => `${byVerdict[v]} ${verdictLabel(v).toLowerCase()}`
  );
  const head = `${total} ${total === 1 ? 'verdict' : 'verdicts'}`;
  return parts.length ? `${head} (${parts.join(', ')})` : head;
}
