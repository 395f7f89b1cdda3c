/**
 * Wires claims into an open report view: follows pipeline events, loads the report's claims,
 * turns on claim keyboard navigation, and returns the overlay renderer the PDF viewer calls per
 * page (stable per report, so pages do not re-render; highlights subscribe to the store).
 */
import { useCallback, useEffect } from 'react';
import type { ReportId } from '../../../../shared/domain/report';
import type { OverlayRenderer } from '../../components/overlay';
import { ClaimHighlights } from './ClaimHighlights';
import { openClaimsView, subscribeClaimEvents } from './claimsActions';
import { useClaimKeys } from './useClaimKeys';
import './claims.css';

export function useClaimsView(reportId: ReportId): OverlayRenderer {
  useEffect(() => subscribeClaimEvents(), []);
  useEffect(() => openClaimsView(reportId), [reportId]);
  useClaimKeys(reportId);
  return useCallback((pageNumber, size) => <ClaimHighlights reportId={reportId} pageNumber={pageNumber} size={size} />, [reportId]);
}
