/**
 * Composes the reasoning panel with the claims and analysis features (features do not import each
 * other): the selected claim (highlight, list or keyboard) and the verdict in force on it, the run
 * the analysis follows, the latest completed run, the report structure as its third tab, and
 * selecting a claim from the event log.
 */
import { useCallback } from 'react';
import type { ReportId } from '../../../shared/domain/report';
import { inForce } from '../features/analysis/analysisEvents';
import { selectVerdict, useAnalysisStore } from '../features/analysis/analysisStore';
import { goToClaim } from '../features/claims/claimsActions';
import { claimsStore, findClaim, useClaimsStore } from '../features/claims/claimsStore';
import { ReasoningPanel } from '../features/reasoning/ReasoningPanel';
import { StructurePanel } from '../features/report/StructurePanel';

export function ReasoningSlot({ reportId }: { reportId: ReportId }) {
  const claim = useClaimsStore((s) => findClaim(s, reportId, s.activeId));
  const verdict = useAnalysisStore((s) => (claim ? selectVerdict(s, reportId, claim.id) : null));
  const runId = useAnalysisStore((s) => s.reports[reportId]?.view.runId ?? null);
  const completedRunId = useAnalysisStore((s) => {
    const entry = s.reports[reportId];
    const shown = entry ? inForce(entry.view, entry.previous) : null;
    return shown?.status === 'completed' ? shown.runId : null;
  });
  const onSelectClaim = useCallback(
    (claimId: string) => {
      const c = findClaim(claimsStore.getState(), reportId, claimId);
      if (c) goToClaim(c);
    },
    [reportId]
  );
  return (
    <ReasoningPanel
      reportId={reportId}
      claim={claim}
      verdict={verdict}
      runId={runId}
      completedRunId={completedRunId}
      structure={<StructurePanel reportId={reportId} />}
      onSelectClaim={onSelectClaim}
    />
  );
}
