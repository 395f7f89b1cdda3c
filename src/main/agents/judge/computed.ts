/**
 * Contradictions computed by code: a current Data/Metrics finding that contradicts its claim with
 * high confidence because a check of high severity failed, i.e. the report's own figures,
 * recomputed, disagree with the number the claim states. The rules let such a finding decide the
 * verdict (rules.ts); the model Judge may not overrule it (modelJudge.ts).
 */
import type { Finding } from '../../../shared/domain/finding';

export function computedContradictions(current: readonly Finding[]): Finding[] {
  return current.filter(
    (f) =>
      f.agent === 'data_metrics' &&
      f.supportsClaim === false &&
      f.confidence === 'high' &&
      f.details.checks.some((c) => c.result === 'fail' && c.severity === 'high')
  );
}
