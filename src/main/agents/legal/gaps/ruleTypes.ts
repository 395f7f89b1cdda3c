/**
 * The shape of the gap scan's rules: one rule per registry leaf paragraph (a paragraph with no
 * sub-paragraph of its own), saying how its topic and each of its registry checks are recognised.
 * Parents are never scanned on their own: their status is rolled up from their leaves (assemble.ts).
 */
import type { GhgObservation } from '../../../facts/inventory';
import type { Cue } from './cues';

/** What a conditional paragraph depends on (applicability.ts decides it from the report). */
export type Condition =
  | 'targets'
  | 'ghgTargets'
  | 'transitionPlan'
  | 'carbonPrice'
  | 'carbonCredits'
  | 'omitsQuantities'
  | 'investees'
  | 'financedEmissions'
  | 'industryMetrics'
  | 'priorPlans'
  | 'ownMetrics'
  | 'externalMetrics'
  | 'nonClimateTopics';

/** A first-year relief a report may claim (IFRS S2 C4, IFRS S1 E3–E6). */
export type Relief = 'scope3' | 'ghgProtocol' | 'comparatives' | 'climateFirst';

/** One registry check, recognised by any of its cues (or, for emissions, by a figure the inventory read). */
export interface CheckCues {
  cues: readonly Cue[];
  /** A greenhouse-gas figure that satisfies the check (the Data/Metrics inventory). */
  ghg?: (o: GhgObservation) => boolean;
}

export interface LeafRule {
  /** The registry leaf this rule scans. */
  id: string;
  /**
   * How the paragraph is scanned:
   * - `scan`: its topic and checks are searched for;
   * - `via`: an S1 paragraph read through the S2 paragraphs that play its role for climate (same cues,
   *   topic widened to sustainability in general);
   * - `derived`: its status follows other paragraphs (e.g. "metrics of the cross-industry categories");
   * - `not_scanned`: an objective, a permission or a judgement text search cannot make (with the reason).
   */
  kind: 'scan' | 'via' | 'derived' | 'not_scanned';
  /** The topic: any of these found means the paragraph is at least partly addressed. */
  topic?: readonly Cue[];
  /** One entry per registry check without its own entry, in registry order; null = not assessed (with `optionalWhy`). */
  checks?: ReadonlyArray<CheckCues | null>;
  /** A greenhouse-gas figure that addresses the whole paragraph. */
  ghg?: (o: GhgObservation) => boolean;
  /** For `via` and `derived`: the paragraphs it follows. */
  from?: readonly string[];
  /** For `not_scanned`, and for checks left unassessed: why. */
  reason?: string;
  /** When the paragraph applies only in some cases. */
  condition?: Condition;
  /** A first-year relief that suspends the paragraph when the report claims it. */
  relief?: Relief;
  /** Checks may be met over this many consecutive sentences of a page (default 1: one sentence). */
  window?: number;
  /** Absence is not a gap (e.g. "milestones, if any"): missing means not applicable. */
  optional?: boolean;
  /**
   * The checks count only where the topic stands somewhere in the report: a scenario analysis's
   * inputs are not met by sentences about something else when the report has no scenario analysis.
   */
  topicRequired?: boolean;
}

/** Shorthand: a check recognised by cues. */
export const k = (...cues: Cue[]): CheckCues => ({ cues });
