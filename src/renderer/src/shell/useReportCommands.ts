/**
 * What the commands do in the report view: extract, analyze (the stored claims, with the engine
 * chosen in the claims controls) and cancel whichever run is going; next and previous claim; the
 * PDF's zoom (menu items; the viewer answers the keys itself); collapsing the side panels. A command
 * that cannot run now says why in the status line (stores/uiStore.ts `announce`).
 */
import { useEffect } from 'react';
import type { ReportId } from '../../../shared/domain/report';
import { cancelAnalysis, startAnalysis } from '../features/analysis/analysisActions';
import { analyzeBlocker, isAnalysisActive } from '../features/analysis/analysisEvents';
import { analysisStore } from '../features/analysis/analysisStore';
import { cancelExtraction, extractClaims, stepActiveClaim } from '../features/claims/claimsActions';
import { claimsStore } from '../features/claims/claimsStore';
import { isRunActive } from '../features/claims/runEvents';
import { zoomInStep, zoomOutStep } from '../features/pdf/zoom';
import { registerCommands } from '../stores/commands';
import { announce, togglePanel } from '../stores/uiStore';
import { viewerStore } from '../stores/viewerStore';

function runState(reportId: ReportId) {
  const claims = claimsStore.getState().reports[reportId];
  const view = analysisStore.getState().reports[reportId]?.view;
  return {
    analysing: view ? isAnalysisActive(view) : false,
    analysisLoading: !view || view.status === 'loading',
    extracting: claims ? isRunActive(claims.run) : false,
    claimCount: claims && claims.status !== 'loading' ? claims.claims.length : null
  };
}

export function analyzeCommand(reportId: ReportId): void {
  const s = runState(reportId);
  if (s.analysing) return announce('An analysis is already running.');
  const blocker = analyzeBlocker({
    claimCount: s.claimCount,
    extracting: s.extracting,
    reextract: false,
    loading: s.analysisLoading
  });
  if (blocker) return announce(blocker);
  void startAnalysis(reportId, claimsStore.getState().engine, 'reuse');
}

export function extractCommand(reportId: ReportId): void {
  const s = runState(reportId);
  if (s.analysing) return announce('An analysis is running; extract claims when it has finished or been cancelled.');
  if (s.extracting) return announce('Claims are already being extracted.');
  void extractClaims(reportId);
}

export function cancelCommand(reportId: ReportId): void {
  const s = runState(reportId);
  if (s.analysing) void cancelAnalysis(reportId);
  else if (s.extracting) void cancelExtraction(reportId);
  else announce('Nothing is running.');
}

const zoomBy = (step: (scale: number) => number) => () =>
  viewerStore.setState((s) => ({ zoom: { mode: 'custom', scale: step(s.scale) } }));

export function useReportCommands(reportId: ReportId): void {
  useEffect(
    () =>
      registerCommands({
        analyze: () => analyzeCommand(reportId),
        extract: () => extractCommand(reportId),
        cancel: () => cancelCommand(reportId),
        nextClaim: () => stepActiveClaim(reportId, 1),
        previousClaim: () => stepActiveClaim(reportId, -1),
        zoomIn: zoomBy(zoomInStep),
        zoomOut: zoomBy(zoomOutStep),
        zoomReset: () => viewerStore.setState((s) => ({ zoom: { mode: 'fit-width', scale: s.scale } })),
        toggleAgents: () => togglePanel('agents'),
        toggleReasoning: () => togglePanel('reasoning')
      }),
    [reportId]
  );
}
