/**
 * Composes the analysis feature with the claims feature for an open report (features do not import
 * each other; the shell does): the analysis view follows the report's latest run, the claims' slots
 * get the verdict badge, the claims store gets the verdicts in force (highlight colours, the verdict
 * filter, the overview strip), and the claims panel gets the investigation controls (with the engine
 * chosen there). Events pass through no bridge: each feature hears the one `pipeline.events`
 * channel and folds it with the one reducer (stores/runFold.ts).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ReportId } from '../../../shared/domain/report';
import { AnalysisControls } from '../features/analysis/AnalysisControls';
import { openAnalysisView, subscribeAnalysisEvents } from '../features/analysis/analysisActions';
import { VerdictBadge } from '../features/analysis/VerdictBadge';
import { useAnalysisStore } from '../features/analysis/analysisStore';
import { isAnalysisActive } from '../features/analysis/analysisEvents';
import { useEngine, useReportClaims } from '../features/claims/claimsStore';
import { isRunActive } from '../features/claims/runEvents';
import type { ClaimSlots } from '../features/claims/claimSlots';
import { followVerdicts } from './followVerdicts';

export function useClaimsAnalysis(reportId: ReportId): {
  slots: ClaimSlots;
  controls: ReactNode;
  extractBlocker: string | null;
} {
  // Subscribe before the replay is asked for (the protocol of analysis.attach).
  useEffect(() => subscribeAnalysisEvents(), []);
  useEffect(() => void openAnalysisView(reportId), [reportId]);
  const slots = useMemo<ClaimSlots>(
    () => ({
      badge: (claimId) => <VerdictBadge reportId={reportId} claimId={claimId} />
    }),
    [reportId]
  );
  useEffect(() => followVerdicts(reportId), [reportId]);
  // An analysis writes the report's claims too (when it extracts): one writer at a time.
  const analysing = useAnalysisStore((s) => {
    const view = s.reports[reportId]?.view;
    return view ? isAnalysisActive(view) : false;
  });
  const extractBlocker = analysing
    ? 'An analysis is running; extract claims when it has finished or been cancelled.'
    : null;
  return { slots, controls: <InvestigationControls reportId={reportId} />, extractBlocker };
}

function InvestigationControls({ reportId }: { reportId: ReportId }) {
  const engine = useEngine();
  const claims = useReportClaims(reportId);
  const count = claims && claims.status !== 'loading' ? claims.claims.length : null;
  return (
    <AnalysisControls
      reportId={reportId}
      engine={engine}
      claimCount={count}
      extracting={claims ? isRunActive(claims.run) : false}
    />
  );
}
