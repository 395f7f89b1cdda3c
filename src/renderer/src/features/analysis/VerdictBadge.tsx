/**
 * A claim's verdict where the claims feature leaves a slot for it: a badge (text and colour, with
 * an accessible name) on the claim's row, and the verdict's details (reasoning, confidence, cycle,
 * domains not investigated) in the claim popover. Render nothing while the claim has no verdict.
 */
import type { ReportId } from '../../../../shared/domain/report';
import { useVerdict } from './analysisStore';
import { domainLabel, verdictClass, verdictLabel } from './verdictLabels';
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

export function VerdictDetails({ reportId, claimId }: { reportId: ReportId; claimId: string }) {
  const verdict = useVerdict(reportId, claimId);
  if (!verdict) return null;
  const label = verdictLabel(verdict.verdict);
  return (
    <section className="verdict-details" aria-label="Verdict" data-testid="verdict-details" data-verdict={verdict.verdict}>
      <p className="verdict-details-head">
        <span className={`verdict-badge ${verdictClass(verdict.verdict)}`} data-testid="verdict-details-badge">
          {label}
        </span>
        <span className="muted" data-testid="verdict-details-meta">
          {verdict.confidence} confidence · cycle {verdict.cycle}
        </span>
      </p>
      <p className="verdict-reasoning" data-testid="verdict-reasoning">
        {verdict.reasoning}
      </p>
      {verdict.notInvestigated.length > 0 && (
        <p className="verdict-gaps" data-testid="verdict-not-investigated">
          <strong>Not investigated:</strong> {verdict.notInvestigated.map(domainLabel).join(', ')}
        </p>
      )}
    </section>
  );
}
