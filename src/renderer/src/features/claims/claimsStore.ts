/**
 * Claims state of the renderer: each open report's claims and extraction run, the list filters,
 * the active claim (selected in the list and drawn stronger in the PDF), the open popover, the
 * last "go to" pulse, and what is known about the model engine. UI state only; main owns the data.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Claim } from '../../../../shared/domain/claim';
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import { claimsOnPage, filterClaims, NO_FILTERS, type ClaimFilters } from './claimsLogic';
import type { ReportClaims, ReportsMap } from './runEvents';

/**
 * Whether the model engine can run, from `model.settings.get` when a report view opens (and from an
 * extraction that failed with LLM_NOT_CONFIGURED); 'unknown' while main has not said.
 */
export type ModelAvailability = 'unknown' | 'not_configured' | 'ready';

export interface ModelInfo {
  availability: ModelAvailability;
  /** Why it cannot run (main's words), when not_configured. */
  problem: string | null;
  /** Where model requests would go. */
  endpoint: { host: string; local: boolean } | null;
}

export interface Pulse {
  claimId: string;
  /** Increments on every "go to", so going to the same claim twice pulses again. */
  seq: number;
}

export interface ClaimsState {
  reports: ReportsMap;
  filters: ClaimFilters;
  activeId: string | null;
  popoverId: string | null;
  pulse: Pulse | null;
  engine: Engine;
  model: ModelInfo;
}

export const UNKNOWN_MODEL: ModelInfo = { availability: 'unknown', problem: null, endpoint: null };

export const initialClaimsState: ClaimsState = { reports: {}, filters: NO_FILTERS, activeId: null, popoverId: null, pulse: null, engine: 'offline', model: UNKNOWN_MODEL };

export const claimsStore = createStore<ClaimsState>(() => initialClaimsState);

export const useClaimsStore = <T>(selector: (s: ClaimsState) => T): T => useStore(claimsStore, selector);

const NO_CLAIMS: readonly Claim[] = Object.freeze([]);

export const useReportClaims = (reportId: ReportId): ReportClaims | undefined => useClaimsStore((s) => s.reports[reportId]);
export const useFilters = (): ClaimFilters => useClaimsStore((s) => s.filters);
export const useActiveClaimId = (): string | null => useClaimsStore((s) => s.activeId);
export const usePopoverId = (): string | null => useClaimsStore((s) => s.popoverId);
export const usePulse = (): Pulse | null => useClaimsStore((s) => s.pulse);
export const useEngine = (): Engine => useClaimsStore((s) => s.engine);
export const useModelInfo = (): ModelInfo => useClaimsStore((s) => s.model);

/** The report's claims that pass the filters, in reading order (stable reference per state). */
export const selectVisibleClaims = (s: ClaimsState, reportId: ReportId): readonly Claim[] => filterClaims(s.reports[reportId]?.claims ?? NO_CLAIMS, s.filters);
export const useVisibleClaims = (reportId: ReportId): readonly Claim[] => useClaimsStore((s) => selectVisibleClaims(s, reportId));

/** The visible claims drawn on one page. */
export const usePageClaims = (reportId: ReportId, page: number): readonly Claim[] => useClaimsStore((s) => claimsOnPage(selectVisibleClaims(s, reportId), page));

/** A claim of the report by id, whatever the filters. */
export const findClaim = (s: ClaimsState, reportId: ReportId, id: string | null): Claim | null =>
  id === null ? null : (s.reports[reportId]?.claims.find((c) => c.id === id) ?? null);
