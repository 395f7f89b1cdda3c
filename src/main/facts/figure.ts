/** A figure stated in report text: what Data/Metrics and the claims engines read. */
export interface Figure {
  /** The value as stated, scale applied ("7.2 billion" → 7.2e9); the upper bound for a range is `valueTo`. */
  value: number;
  valueTo?: number;
  /** The exact text the figure was read from (number, scale and unit). */
  raw: string;
  /**
   * Normalised unit: a units.json id ("t", "MWh"…) with `co2e`,
   * or "m3", "%", an ISO currency code; absent when none stated.
   */
  unit?: string;
  /** The mass is CO₂-equivalent ("tCO₂e"). */
  co2e?: boolean;
  /** Scale word as stated ("million", "bn"…), already applied to `value`. */
  scale?: string;
  /** The year or period the figure refers to when the text states one ("2023", "FY2022/23"). */
  period?: string;
  /** GHG scopes the text attaches to the figure (1, 2, 3). */
  scopes?: number[];
  /** Character span of `raw` within the text it was read from (start inclusive, end exclusive). */
  start: number;
  end: number;
}

/** Maps a unit written in the text to a reference-unit id, or undefined; injected (corpus owns units.json). */
export type UnitResolver = (raw: string) => string | undefined;
