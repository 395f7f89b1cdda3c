/**
 * A claim's verdict where the claims feature leaves a slot for it: a badge (text and colour, with
 * an accessible name) on the claim's row. Renders nothing while the claim has no verdict (the
 * verdict's reasoning and evidence are in the reasoning panel).
 */
import type { ReportId } from '../../../../shared/domain/report';
import { useVerdict } from './analysisStore';
import { verdictClass, verdictLabel } from './verdictLabels';
import './analysis.css';

export function VerdictBadge({ reportId, claimId }: { reportId: ReportId; claimId: string }) {
  const verdict = useVerdict(reportId, claimId);
  if (!verdict) return null;
  const label = verdictLabel(verdict.verdict);
  return (
    <span
      className={`verdict-badge ${verdictClass(verdict.verdict)}`}
      data-testid="verdict-badge"
      data-verdict={verdict.verdict}
      aria-label={`Verdict: ${label}, ${verdict.confidence} confidence`}
      title={`Verdict: ${label} (${verdict.confidence} confidence, cycle ${verdict.cycle})`}
    >
      {label}
    </span>
  );
}
