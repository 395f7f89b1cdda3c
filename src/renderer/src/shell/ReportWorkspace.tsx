/**
 * The report view: PDF on the left (with claim highlights in each page's overlay), "Agents" in the
 * middle (claims and report facts as tabs), "Reasoning" on the right, with drag splitters between
 * them. Composes features (claims with the investigation's verdicts through the claim slots); holds
 * no state beyond the shared panel sizes.
 */
import { useRef } from 'react';
import type { ReportId } from '../../../shared/domain/report';
import { ClaimsTabs } from '../features/claims/ClaimsTabs';
import { AgentDashboard } from '../features/dashboard/AgentDashboard';
import { ClaimSlotsProvider } from '../features/claims/claimSlots';
import { useClaimsView } from '../features/claims/useClaimsView';
import { PdfViewer } from '../features/pdf/PdfViewer';
import { ReportFacts } from '../features/report/ReportFacts';
import { StructurePanel } from '../features/report/StructurePanel';
import { MIN_PDF_PANEL, SPLITTER_WIDTH } from '../stores/panelSizes';
import { usePanelSizes } from '../stores/uiStore';
import { Splitter } from './Splitter';
import { useClaimsAnalysis } from './useClaimsAnalysis';

export function ReportWorkspace({ reportId }: { reportId: ReportId }) {
  const sizes = usePanelSizes();
  const ref = useRef<HTMLDivElement>(null);
  const renderOverlay = useClaimsView(reportId);
  const analysis = useClaimsAnalysis(reportId);
  const columns = `minmax(${MIN_PDF_PANEL}px, 1fr) ${SPLITTER_WIDTH}px ${sizes.agents}px ${SPLITTER_WIDTH}px ${sizes.reasoning}px`;

  return (
    <ClaimSlotsProvider value={analysis.slots}>
      <main ref={ref} className="workspace" style={{ gridTemplateColumns: columns }} data-testid="report-view" data-report-id={reportId}>
        <section className="panel panel-pdf" aria-label="Report PDF">
          <PdfViewer key={reportId} reportId={reportId} renderOverlay={renderOverlay} />
        </section>
        <Splitter panel="agents" label="Resize the Agents panel" containerRef={ref} />
        <section className="panel" aria-labelledby="panel-agents-title" data-testid="panel-agents">
          <header className="panel-header">
            <h2 id="panel-agents-title">Agents</h2>
          </header>
          <div className="panel-body">
            <AgentDashboard reportId={reportId} />
            <ClaimsTabs reportId={reportId} otherLabel="Report facts" other={<ReportFacts reportId={reportId} />} controls={analysis.controls} />
          </div>
        </section>
        <Splitter panel="reasoning" label="Resize the Reasoning panel" containerRef={ref} />
        <section className="panel" aria-labelledby="panel-reasoning-title" data-testid="panel-reasoning">
          <header className="panel-header">
            <h2 id="panel-reasoning-title">Reasoning</h2>
            <span className="panel-header-note">Report structure</span>
          </header>
          <div className="panel-body">
            <StructurePanel reportId={reportId} />
          </div>
        </section>
      </main>
    </ClaimSlotsProvider>
  );
}
