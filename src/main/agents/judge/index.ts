/**
 * The Judge's public surface (seed FRD 11): the rule-based engine (`judgeClaim`), the model engine
 * (`createModelJudge`, which falls back to the rules per claim), and the tables and helpers the
 * pipeline and the dashboard may want to show or reuse. Pure library code: no stores, no events.
 */
export type { JudgeDecision, JudgeInput } from './types';
export {
  judgeClaim,
  analyseClaim,
  ruleDecision,
  decideVerdict,
  confidenceFor,
  RULES_PROMPT_VERSION,
  VERIFIED_MIN_OVERALL,
  VERIFIED_MIN_SOURCES,
  CONTRADICTED_ABOVE,
  CONFIDENCE_CUTOFFS,
  type Analysis
} from './rules';
export {
  createModelJudge,
  DEFAULT_BATCH_SIZE,
  DEFAULT_JUDGE_CONCURRENCY,
  type ModelJudge,
  type ModelJudgeOptions
} from './modelJudge';
export { MODEL_PROMPT_VERSION } from './modelPrompt';
export {
  evaluateEvidence,
  currentFindings,
  findingQuality,
  DIMENSION_WEIGHTS,
  SUFFICIENCY_SCORES,
  CONSISTENCY_SCORES,
  QUALITY_SCORES,
  COMPLETENESS_SCORES,
  AGENT_BASE_QUALITY,
  NEWS_TIER_MULTIPLIER,
  CONFIDENCE_MULTIPLIER,
  LEVEL_THRESHOLDS,
  EXPECTED_AGENTS,
  MISSING_AGENT_PENALTY,
  ERRORED_AGENT_PENALTY,
  type Evaluation,
  type SufficiencyLevel,
  type ConsistencyLevel,
  type Level
} from './evaluate';
export { synthesize, AGENT_WEIGHTS, type Synthesis, type Contribution, type Stance } from './synthesis';
export {
  planReinvestigation,
  REINVESTIGATE_BELOW,
  LOW_QUALITY_FINDING,
  type Plan,
  type Trigger
} from './reinvestigation';
export { ifrsMappingFor, partialCompliance } from './legalFindings';
export { absences, isTimedOut, type Absence, type AbsenceReason } from './coverage';
