/** What every Data/Metrics check shares: its result values, how a GHG series is named, how tonnes are printed. */
import type { GhgKind } from '../../facts/ghg';

export type CheckResult = 'pass' | 'fail' | 'inconclusive';

export interface CheckValue {
  label: string;
  tonnes: number;
  page: number;
}

export const GHG_LABEL: Record<GhgKind, string> = {
  scope1: 'Scope 1', scope2: 'Scope 2', scope3: 'Scope 3', scope3_category: 'Scope 3 category', scope3_upstream: 'Scope 3 upstream',
  scope3_downstream: 'Scope 3 downstream', scope1_2: 'Scopes 1+2', scope1_2_3: 'Scopes 1+2+3', total: 'total emissions'
};

/** "48,200", "0.5": thousands separated, at most one decimal. */
export const fmtTonnes = (t: number): string => t.toLocaleString('en-US', { maximumFractionDigits: 1 });
