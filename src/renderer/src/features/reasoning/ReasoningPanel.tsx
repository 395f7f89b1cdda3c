/**
 * The reasoning panel (right of the report view): tabs "Claim" (the selected claim's verdict,
 * reasoning and evidence), "Event log" (every event of the run, filtered) and "Report structure"
 * (supplied by the workspace). One scroll container per tab; all stay mounted so switching keeps
 * their scroll. Selecting a claim brings the Claim tab forward.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Claim } from '../../../../shared/domain/claim';
import type { Verdict } from '../../../../shared/domain/finding';
import type { ReportId } from '../../../../shared/domain/report';
import { measureClaimShown } from '../../components/perfMarks';
import { TabList, type Tab } from '../../components/TabList';
import { ClaimTab } from './ClaimTab';
import { EventLog } from './EventLog';
import { followRunEvents, loadReasoningDocument, subscribeReasoningEvents } from './reasoningActions';
import './reasoning.css';

type TabId = 'claim' | 'log' | 'structure';
const TABS: Tab<TabId>[] = [
  { id: 'claim', label: 'Claim' },
  { id: 'log', label: 'Event log' },
  { id: 'structure', label: 'Report structure' }
];

export interface ReasoningPanelProps {
  reportId: ReportId;
  /** The selected claim, if any. */
  claim: Claim | null;
  /** The verdict in force on it (the last completed run's, else the running one's). */
  verdict: Verdict | null;
  /** The analysis run the workspace follows (its events fill the log). */
  runId: string | null;
  /** The id of the latest completed run, so the panel reads its document when a run completes. */
  completedRunId: string | null;
  structure: ReactNode;
  onSelectClaim: (claimId: string) => void;
}

export function ReasoningPanel({
  reportId,
  claim,
  verdict,
  runId,
  completedRunId,
  structure,
  onSelectClaim
}: ReasoningPanelProps) {
  const [tab, setTab] = useState<TabId>('claim');
  const base = useId();
  useEffect(() => subscribeReasoningEvents(), []);
  useEffect(() => void loadReasoningDocument(reportId), [reportId, completedRunId]);
  useEffect(() => void followRunEvents(reportId, runId), [reportId, runId]);
  const claimId = claim?.id ?? null;
  const claimPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!claimId) return;
    measureClaimShown(claimId);
    setTab('claim');
    // A newly selected claim is read from its top.
    if (claimPanel.current) claimPanel.current.scrollTop = 0;
  }, [claimId]);

  return (
    <div className="panel-tabs reasoning-panel" data-testid="reasoning-panel">
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        base={base}
        label="Reasoning views"
        testIdPrefix="reasoning-tab-"
      />
      {TABS.map((t) => (
        <div
          key={t.id}
          ref={t.id === 'claim' ? claimPanel : undefined}
          id={`${base}-panel-${t.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${t.id}`}
          className="tab-panel reasoning-tab"
          hidden={tab !== t.id}
          tabIndex={0}
        >
          {t.id === 'claim' ? (
            <ClaimTab reportId={reportId} claim={claim} verdict={verdict} />
          ) : t.id === 'log' ? (
            <EventLog reportId={reportId} onSelectClaim={onSelectClaim} inFront={tab === 'log'} />
          ) : (
            structure
          )}
        </div>
      ))}
    </div>
  );
}
