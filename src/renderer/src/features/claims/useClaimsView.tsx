/**
 * Wires claims into an open report view: follows pipeline events, loads the report's claims,
 * turns on claim keyboard navigation, and returns what the claims add to the PDF viewer: the
 * overlay renderer it calls per page, the legend, and the overview strip's marks per page (all
 * stable per report, so pages do not re-render; highlights, legend and strip subscribe to the store).
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { ReportId } from '../../../../shared/domain/report';
import type { PdfDecorations } from '../../components/overlay';
import type { PageMark } from '../../components/pageMarks';
import { ClaimHighlights } from './ClaimHighlights';
import { ClaimsLegend } from './ClaimsLegend';
import { openClaimsView, subscribeClaimEvents } from './claimsActions';
import { colourMode, pageMarks } from './claimsDensity';
import { selectVerdicts, selectVisibleClaims, useClaimsStore } from './claimsStore';
import { useClaimKeys } from './useClaimKeys';
import './claims.css';

export function useClaimsView(reportId: ReportId): PdfDecorations {
  useEffect(() => subscribeClaimEvents(), []);
  useEffect(() => openClaimsView(reportId), [reportId]);
  useClaimKeys(reportId);
  const renderOverlay = useCallback(
    (pageNumber: number, size: { width: number; height: number }) => (
      <ClaimHighlights reportId={reportId} pageNumber={pageNumber} size={size} />
    ),
    [reportId]
  );
  const usePageMarks = useCallback(
    function usePageMarks(): readonly PageMark[] {
      const visible = useClaimsStore((s) => selectVisibleClaims(s, reportId));
      const verdicts = useClaimsStore((s) => selectVerdicts(s, reportId));
      const by = useClaimsStore((s) => colourMode(s.colourBy, selectVerdicts(s, reportId)));
      return useMemo(() => pageMarks(visible, verdicts, by), [visible, verdicts, by]);
    },
    [reportId]
  );
  return useMemo(
    () => ({ renderOverlay, legend: <ClaimsLegend reportId={reportId} />, usePageMarks }),
    [renderOverlay, usePageMarks, reportId]
  );
}
