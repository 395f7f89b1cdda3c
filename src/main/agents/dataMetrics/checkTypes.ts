/** What every Data/Metrics check shares: its result values, how a GHG series is named, how tonnes are printed. */
import type { Rect } from '../../../shared/domain/geometry';
import type { GhgKind } from '../../facts/ghg';
import type { GhgObservation, StatedText } from '../../facts/inventory';

export type CheckResult = 'pass' | 'fail' | 'inconclusive';

/** A value a check used: what it is, in tonnes of CO2e (unless `unit` says otherwise), and where the report states it. */
export interface CheckValue {
  label: string;
  tonnes: number;
  /** Set for a value that is not in tonnes of CO2e, e.g. '%' for a stated change. */
  unit?: string;
  /** The value under test, or a figure it was computed from (the default). */
  role?: 'tested' | 'input';
  page: number;
  rects?: readonly Rect[];
  source?: StatedText['source'];
  /** The inventory series the value belongs to (which IFRS paragraph it answers to). */
  ghg?: Pick<GhgObservation, 'kind' | 'basis' | 'category'>;
}

/** The check value of an inventory observation, with its page, rectangles and stating text. */
export const obsValue = (label: string, o: GhgObservation, role: 'tested' | 'input' = 'input'): CheckValue => ({
  label,
  tonnes: o.tonnes,
  role,
  page: o.page,
  rects: o.rects,
  source: o.source,
  ghg: {
    kind: o.kind,
    ...(o.basis ? { basis: o.basis } : {}),
    ...(o.category !== undefined ? { category: o.category } : {})
  }
});

export const GHG_LABEL: Record<GhgKind, string> = {
  scope1: 'Scope 1',
  scope2: 'Scope 2',
  scope3: 'Scope 3',
  scope3_category: 'Scope 3 category',
  scope3_upstream: 'Scope 3 upstream',
  scope3_downstream: 'Scope 3 downstream',
  scope1_2: 'Scopes 1+2',
  scope1_2_3: 'Scopes 1+2+3',
  total: 'total emissions'
};

/** A percentage a text states (a change), as the tested value of a check. */
export const statedPctValue = (label: string, pct: number, src: StatedText): CheckValue => ({
  label,
  tonnes: pct,
  unit: '%',
  role: 'tested',
  page: src.page,
  rects: src.rects,
  source: src.source
});

/** "48,200", "0.5": thousands separated, at most one decimal. */
export const fmtTonnes = (t: number): string => t.toLocaleString('en-US', { maximumFractionDigits: 1 });
