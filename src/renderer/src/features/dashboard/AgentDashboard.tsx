/**
 * The live agent dashboard of a report (issue 13): the pipeline graph (PIPELINE_GRAPH) with a node
 * per agent (status, claims, latest reasoning line), routing, info-request and re-investigation
 * edges, the latest info requests, and step progress with an ETA. It follows the report's latest
 * analysis run and is a pure fold of its persisted events, so it reads the same after a reload.
 * Click a node or press Enter on it for its detail sheet.
 */
import { useCallback, useEffect, useState } from 'react';
import type { NodeId } from '../../../../shared/domain/pipeline';
import type { ReportId } from '../../../../shared/domain/report';
import { AgentFlow } from './AgentFlow';
import { AgentSheet } from './AgentSheet';
import { openDashboard } from './dashboardActions';
import { useDashboard } from './dashboardStore';
import { InfoMessages } from './InfoMessages';
import { ProgressLine } from './ProgressLine';
import './dashboard.css';

export function AgentDashboard({ reportId }: { reportId: ReportId }) {
  useEffect(() => openDashboard(reportId), [reportId]);
  const { view, error } = useDashboard(reportId);
  const [open, setOpen] = useState<NodeId | null>(null);
  const onOpen = useCallback((id: NodeId) => setOpen(id), []);
  return (
    <div
      className="agent-dashboard"
      role="group"
      aria-label="The investigation, agent by agent"
      data-testid="agent-dashboard"
      data-run-status={view.status}
      data-run-id={view.runId ?? ''}
    >
      <ProgressLine view={view} />
      {error && (
        <p className="dashboard-error" role="alert">
          {error}
        </p>
      )}
      <AgentFlow cards={view.cards} reinvestigations={view.reinvestigations} info={view.info} onOpen={onOpen} />
      <InfoMessages info={view.info} />
      {open && <AgentSheet view={view} node={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
