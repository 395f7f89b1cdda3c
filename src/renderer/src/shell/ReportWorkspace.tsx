/**
 * The report view's three panels, each a named landmark: the PDF on the left (with claim highlights
 * in each page's overlay), the "Agent dashboard" in the middle (claims and report facts as tabs,
 * with the investigation's controls), "Reasoning" on the right (the selected claim's verdict and
 * evidence, the event log, the report structure), with drag splitters between them. The side panels
 * shrink in proportion when the window narrows, so all three stay on screen, and collapse to a rail
 * (SidePanel.tsx); sizes and collapsed panels are remembered (stores/uiStore.ts). A skip link leads
 * past the highlights to the panels. Registers the report's commands (useReportCommands.ts).
 * Composes features; holds no state beyond the shared panel layout.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReportId } from '../../../shared/domain/report';
import { ClaimsTabs } from '../features/claims/ClaimsTabs';
import { AgentDashboard } from '../features/dashboard/AgentDashboard';
import { ClaimSlotsProvider } from '../features/claims/claimSlots';
import { useClaimsView } from '../features/claims/useClaimsView';
import { PdfViewer } from '../features/pdf/PdfViewer';
import { ReportFacts } from '../features/report/ReportFacts';
import { workspaceColumns } from '../stores/panelLayout';
import { useCollapsed, usePanelSizes } from '../stores/uiStore';
import { ReasoningSlot } from './ReasoningSlot';
import { SidePanel } from './SidePanel';
import { Splitter } from './Splitter';
import { useClaimsAnalysis } from './useClaimsAnalysis';
import { useReportCommands } from './useReportCommands';

/** The workspace's width, followed as the window resizes (0 until measured). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Moves focus to the Agent dashboard's heading without touching the URL. */
function skipToPanels(e: React.MouseEvent<HTMLAnchorElement>): void {
  e.preventDefault();
  document.getElementById('panel-agents-title')?.focus();
}

export function ReportWorkspace({ reportId }: { reportId: ReportId }) {
  const panels = usePanelSizes();
  const collapsed = useCollapsed();
  const ref = useRef<HTMLDivElement>(null);
  const columns = workspaceColumns({ panels, collapsed }, useWidth(ref));
  const decorations = useClaimsView(reportId);
  const analysis = useClaimsAnalysis(reportId);
  useReportCommands(reportId);

  return (
    <ClaimSlotsProvider value={analysis.slots}>
      <main
        ref={ref}
        className="workspace"
        style={{ gridTemplateColumns: columns }}
        data-testid="report-view"
        data-report-id={reportId}
      >
        <section className="panel panel-pdf" aria-label="Report PDF" data-testid="panel-pdf">
          <a className="skip-link" href="#panel-agents-title" onClick={skipToPanels} data-testid="skip-to-panels">
            Skip the highlights to the Agent dashboard
          </a>
          <PdfViewer key={reportId} reportId={reportId} decorations={decorations} />
        </section>
        {!collapsed.agents && <Splitter panel="agents" label="Resize the Agent dashboard panel" containerRef={ref} />}
        <SidePanel panel="agents" title="Agent dashboard" element="section" bodyClassName="panel-body">
          <AgentDashboard reportId={reportId} />
          <ClaimsTabs
            reportId={reportId}
            otherLabel="Report facts"
            other={<ReportFacts reportId={reportId} />}
            controls={analysis.controls}
            extractBlocker={analysis.extractBlocker}
          />
        </SidePanel>
        {!collapsed.reasoning && <Splitter panel="reasoning" label="Resize the Reasoning panel" containerRef={ref} />}
        <SidePanel panel="reasoning" title="Reasoning" element="aside" bodyClassName="panel-body panel-body-tabs">
          <ReasoningSlot reportId={reportId} />
        </SidePanel>
      </main>
    </ClaimSlotsProvider>
  );
}
