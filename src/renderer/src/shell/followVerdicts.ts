/**
 * Hands the claims store the verdicts in force on a report's claims (the last completed run's, else
 * the running one's), from the analysis store, each time they change: the highlights' colours, the
 * verdict filter and the overview strip read them there (features do not import each other).
 */
import type { Verdict, VerdictValue } from '../../../shared/domain/finding';
import type { ReportId } from '../../../shared/domain/report';
import { inForce } from '../features/analysis/analysisEvents';
import { analysisStore, type AnalysisState } from '../features/analysis/analysisStore';
import { setClaimVerdicts } from '../features/claims/claimsActions';
import type { ClaimVerdicts } from '../features/claims/claimsLogic';
import { claimsStore } from '../features/claims/claimsStore';

/**
 * Claim id → verdict of the verdicts in force, or `previous`
 * itself when nothing changed (so highlights do not re-render).
 */
function verdictValues(source: Readonly<Record<string, Verdict | undefined>>, previous: ClaimVerdicts): ClaimVerdicts {
  const out: Record<string, VerdictValue> = {};
  let same = true;
  for (const [claimId, v] of Object.entries(source)) {
    if (!v) continue;
    out[claimId] = v.verdict;
    if (previous[claimId] !== v.verdict) same = false;
  }
  return same && Object.keys(out).length === Object.keys(previous).length ? previous : out;
}

/** Hands the claims store the verdicts in force on the report's claims, each time the analysis changes them. */
export function followVerdicts(reportId: ReportId): () => void {
  let last: unknown = undefined;
  const push = (s: AnalysisState): void => {
    const entry = s.reports[reportId];
    const source = entry ? inForce(entry.view, entry.previous).verdicts : null;
    if (source === last) return;
    last = source;
    const previous = claimsStore.getState().verdicts[reportId] ?? {};
    setClaimVerdicts(reportId, source ? verdictValues(source, previous) : {});
  };
  push(analysisStore.getState());
  return analysisStore.subscribe(push);
}
