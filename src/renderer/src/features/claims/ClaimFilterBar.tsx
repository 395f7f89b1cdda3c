/**
 * The one filter state of the claims list and the PDF highlights: type, priority and verdict, each
 * choice with its count, a "n hidden" hint and Clear. The verdict filter appears once any claim of
 * the report has a verdict.
 */
import { useId, useMemo } from 'react';
import type { Claim, ClaimType, Priority } from '../../../../shared/domain/claim';
import type { ReportId } from '../../../../shared/domain/report';
import { CLAIM_TYPES, PRIORITIES, priorityLabel, typeLabel } from './claimColors';
import { setFilters } from './claimsActions';
import { VERDICT_KEYS, verdictKeyLabel } from './claimsDensity';
import { isFiltered, NO_FILTERS, type VerdictFilter } from './claimsLogic';
import { useClaimVerdicts, useFilters } from './claimsStore';

const countBy = (claims: readonly Claim[], key: (c: Claim) => string): Readonly<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const c of claims) out[key(c)] = (out[key(c)] ?? 0) + 1;
  return out;
};

export function ClaimFilterBar({
  reportId,
  all,
  visible
}: {
  reportId: ReportId;
  all: readonly Claim[];
  visible: number;
}) {
  const filters = useFilters();
  const verdicts = useClaimVerdicts(reportId);
  const byType = useMemo(() => countBy(all, (c) => c.type), [all]);
  const byPriority = useMemo(() => countBy(all, (c) => c.priority), [all]);
  const byVerdict = useMemo(() => countBy(all, (c) => verdicts[c.id] ?? 'none'), [all, verdicts]);
  const analysed = all.length - (byVerdict.none ?? 0) > 0;
  const ids = { type: useId(), priority: useId(), verdict: useId() };
  const hidden = all.length - visible;

  return (
    <div className="claims-filters" role="group" aria-label="Filter claims">
      <label htmlFor={ids.type} className="visually-hidden">
        Claim type
      </label>
      <select
        id={ids.type}
        className="claims-select"
        value={filters.type}
        onChange={(e) => setFilters({ type: e.target.value as ClaimType | 'all' })}
        data-testid="claims-filter-type"
      >
        <option value="all">All types</option>
        {CLAIM_TYPES.map((t) => (
          <option key={t} value={t} disabled={!byType[t]}>
            {typeLabel(t)} ({byType[t] ?? 0})
          </option>
        ))}
      </select>
      <label htmlFor={ids.priority} className="visually-hidden">
        Priority
      </label>
      <select
        id={ids.priority}
        className="claims-select"
        value={filters.priority}
        onChange={(e) => setFilters({ priority: e.target.value as Priority | 'all' })}
        data-testid="claims-filter-priority"
      >
        <option value="all">All priorities</option>
        {PRIORITIES.map((p) => (
          <option key={p} value={p} disabled={!byPriority[p]}>
            {priorityLabel(p)} ({byPriority[p] ?? 0})
          </option>
        ))}
      </select>
      {(analysed || filters.verdict !== 'all') && (
        <>
          <label htmlFor={ids.verdict} className="visually-hidden">
            Verdict
          </label>
          <select
            id={ids.verdict}
            className="claims-select"
            value={filters.verdict}
            onChange={(e) => setFilters({ verdict: e.target.value as VerdictFilter })}
            data-testid="claims-filter-verdict"
          >
            <option value="all">All verdicts</option>
            {VERDICT_KEYS.map((k) => (
              <option key={k} value={k} disabled={!byVerdict[k]}>
                {verdictKeyLabel(k)} ({byVerdict[k] ?? 0})
              </option>
            ))}
          </select>
        </>
      )}
      {isFiltered(filters) && (
        <>
          <span className="claims-hidden muted" data-testid="claims-hidden" data-hidden={hidden}>
            {hidden} hidden
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => setFilters(NO_FILTERS)}
            data-testid="claims-clear-filters"
          >
            Clear
          </button>
        </>
      )}
    </div>
  );
}
