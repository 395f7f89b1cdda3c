/**
 * Claims state of the renderer: each open report's claims and extraction run, the verdicts in force
 * on them (handed in by the workspace from the analysis), the one filter state of the list and the
 * highlights, what the highlights are coloured by, the active claim (selected in the list or the PDF,
 * shown in the reasoning panel), the last "go to" pulse, and what is known about the model engine.
 * UI state only; main owns the data.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Claim } from '../../../../shared/domain/claim';
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import type { ColourBy } from './claimsDensity';
import {
  claimsOnPage,
  filterClaims,
  NO_FILTERS,
  NO_VERDICTS,
  type ClaimFilters,
  type ClaimVerdicts
} from './claimsLogic';
import type { ReportClaims, ReportsMap } from './runEvents';

/**
 * Whether the model engine can run, from `model.settings.get` when a report view opens (and from an
 * extraction that failed with LLM_NOT_CONFIGURED); 'unknown' while main has not said.
 */
type ModelAvailability = 'unknown' | 'not_configured' | 'ready';

export interface ModelInfo {
  availability: ModelAvailability;
  /** Why it cannot run (main's words), when not_configured. */
  problem: string | null;
  /** Where model requests would go. */
  endpoint: { host: string; local: boolean } | null;
}

interface Pulse {
  claimId: string;
  /** Increments on every "go to", so going to the same claim twice pulses again. */
  seq: number;
}

export interface ClaimsState {
  reports: ReportsMap;
  /** Verdict in force per claim, per report (from the analysis, through the workspace). */
  verdicts: Partial<Record<ReportId, ClaimVerdicts>>;
  filters: ClaimFilters;
  /** What the analyst asked the highlights to be coloured by ('verdict' falls back to type until verdicts exist). */
  colourBy: ColourBy;
  activeId: string | null;
  pulse: Pulse | null;
  engine: Engine;
  model: ModelInfo;
}

export const UNKNOWN_MODEL: ModelInfo = { availability: 'unknown', problem: null, endpoint: null };

export const initialClaimsState: ClaimsState = {
  reports: {},
  verdicts: {},
  filters: NO_FILTERS,
  colourBy: 'verdict',
  activeId: null,
  pulse: null,
  engine: 'offline',
  model: UNKNOWN_MODEL
};

export const claimsStore = createStore<ClaimsState>(() => initialClaimsState);

export const useClaimsStore = <T>(selector: (s: ClaimsState) => T): T => useStore(claimsStore, selector);

const NO_CLAIMS: readonly Claim[] = Object.freeze([]);

export const useReportClaims = (reportId: ReportId): ReportClaims | undefined =>
  useClaimsStore((s) => s.reports[reportId]);
export const useFilters = (): ClaimFilters => useClaimsStore((s) => s.filters);
export const useActiveClaimId = (): string | null => useClaimsStore((s) => s.activeId);
export const useEngine = (): Engine => useClaimsStore((s) => s.engine);
export const useModelInfo = (): ModelInfo => useClaimsStore((s) => s.model);

export const selectVerdicts = (s: ClaimsState, reportId: ReportId): ClaimVerdicts =>
  s.verdicts[reportId] ?? NO_VERDICTS;
export const useClaimVerdicts = (reportId: ReportId): ClaimVerdicts =>
  useClaimsStore((s) => selectVerdicts(s, reportId));

/** The report's claims that pass the filters, in reading order (stable reference per state). */
export const selectVisibleClaims = (s: ClaimsState, reportId: ReportId): readonly Claim[] =>
  filterClaims(s.reports[reportId]?.claims ?? NO_CLAIMS, s.filters, selectVerdicts(s, reportId));
export const useVisibleClaims = (reportId: ReportId): readonly Claim[] =>
  useClaimsStore((s) => selectVisibleClaims(s, reportId));

/** The visible claims drawn on one page. */
export const usePageClaims = (reportId: ReportId, page: number): readonly Claim[] =>
  useClaimsStore((s) => claimsOnPage(selectVisibleClaims(s, reportId), page));

/** A claim of the report by id, whatever the filters. */
export const findClaim = (s: ClaimsState, reportId: ReportId, id: string | null): Claim | null =>
  id === null ? null : (s.reports[reportId]?.claims.find((c) => c.id === id) ?? null);
