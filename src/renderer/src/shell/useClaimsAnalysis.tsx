/**
 * Composes the analysis feature with the claims feature for an open report (features do not import
 * each other; the shell does): follows `pipeline.events` and replays the report's latest run, fills
 * the claims' slots with the verdict badge and details, gives the claims panel the investigation
 * controls (with the engine chosen there), and keeps the claims list current while a run extracts
 * claims: each claim_extracted reaches the claims store, and the list is reloaded when the run
 * leaves the claims step or ends (the store then holds the final set and the claims run's record).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { PipelineEvent } from '../../../shared/domain/events';
import type { ReportId } from '../../../shared/domain/report';
import { AnalysisControls } from '../features/analysis/AnalysisControls';
import { onAnalysisEvents, openAnalysisView, subscribeAnalysisEvents } from '../features/analysis/analysisActions';
import { VerdictBadge, VerdictDetails } from '../features/analysis/VerdictBadge';
import { handlePipelineEvent, loadClaims } from '../features/claims/claimsActions';
import { useEngine } from '../features/claims/claimsStore';
import type { ClaimSlots } from '../features/claims/claimSlots';

/** True when the claims step is over: the first routing began, or the run ended. */
const claimsStepEnded = (e: PipelineEvent): boolean =>
  (e.type === 'stage_changed' && e.stage === 'orchestrate' && e.cycle === 1) || e.type === 'run_completed' || e.type === 'run_failed';

function forwardClaims(reportId: ReportId, events: readonly PipelineEvent[]): void {
  for (const e of events) if (e.type === 'claim_extracted') handlePipelineEvent(e);
  if (events.some(claimsStepEnded)) void loadClaims(reportId);
}

export function useClaimsAnalysis(reportId: ReportId): { slots: ClaimSlots; controls: ReactNode } {
  // Subscribe before the replay is asked for (the protocol of analysis.attach).
  useEffect(() => subscribeAnalysisEvents(), []);
  useEffect(() => onAnalysisEvents(forwardClaims), []);
  useEffect(() => void openAnalysisView(reportId), [reportId]);
  const slots = useMemo<ClaimSlots>(
    () => ({
      badge: (claimId) => <VerdictBadge reportId={reportId} claimId={claimId} />,
      details: (claimId) => <VerdictDetails reportId={reportId} claimId={claimId} />
    }),
    [reportId]
  );
  return { slots, controls: <InvestigationControls reportId={reportId} /> };
}

function InvestigationControls({ reportId }: { reportId: ReportId }) {
  const engine = useEngine();
  return <AnalysisControls reportId={reportId} engine={engine} />;
}
