/**
 * The claims of the open report: extraction controls, how many claims (and how many pass the
 * filters), the share located on the page, type and priority filters, and the list. Claims show
 * up here while an extraction runs. The workspace may add `controls` under the extraction controls.
 */
import { useId, useMemo, type ReactNode } from 'react';
import type { Claim, ClaimType, Priority } from '../../../../shared/domain/claim';
import type { ReportId } from '../../../../shared/domain/report';
import { CLAIM_TYPES, PRIORITIES, priorityLabel, typeLabel } from './claimColors';
import { loadClaims, setFilters } from './claimsActions';
import { anchorStats, formatRate, NO_FILTERS, type AnchorStats } from './claimsLogic';
import { useActiveClaimId, useFilters, useReportClaims, useVisibleClaims } from './claimsStore';
import { ClaimList } from './ClaimList';
import { ExtractControls } from './ExtractControls';
import { isRunActive } from './runEvents';
import './claims.css';
import './claimsPanel.css';

const countBy = <K extends string>(claims: readonly Claim[], key: (c: Claim) => K): Partial<Record<K, number>> => {
  const out: Partial<Record<K, number>> = {};
  for (const c of claims) out[key(c)] = (out[key(c)] ?? 0) + 1;
  return out;
};

/** `extractBlocker`: why extraction cannot start now (e.g. an analysis is running), or null. */
export function ClaimsPanel({ reportId, controls, extractBlocker = null }: { reportId: ReportId; controls?: ReactNode; extractBlocker?: string | null }) {
  const entry = useReportClaims(reportId);
  const visible = useVisibleClaims(reportId);
  const filters = useFilters();
  const activeId = useActiveClaimId();
  const all = entry?.claims;
  const stats = useMemo(() => anchorStats(all ?? []), [all]);
  const byType = useMemo(() => countBy(all ?? [], (c) => c.type), [all]);
  const byPriority = useMemo(() => countBy(all ?? [], (c) => c.priority), [all]);
  const typeId = useId();
  const priorityId = useId();

  if (!entry || (entry.status === 'loading' && entry.claims.length === 0 && !isRunActive(entry.run))) {
    return (
      <p className="muted" role="status" data-testid="claims-loading">
        Loading claims…
      </p>
    );
  }
  if (entry.status === 'error' && entry.loadError) {
    return (
      <div className="inline-error" role="alert" data-testid="claims-load-error">
        <strong>{entry.loadError.title}</strong> {entry.loadError.detail}{' '}
        <button type="button" className="link-button" onClick={() => void loadClaims(reportId)}>
          Try again
        </button>
      </div>
    );
  }

  const total = entry.claims.length;
  const filtered = filters.type !== 'all' || filters.priority !== 'all';
  const running = isRunActive(entry.run);

  return (
    <div className="claims-panel" data-testid="claims-panel">
      <ExtractControls reportId={reportId} entry={entry} blocker={extractBlocker} />
      {controls}

      {total > 0 && (
        <div className="claims-toolbar">
          <div className="claims-summary">
            <span className="claims-count" data-testid="claims-count" data-count={visible.length} data-total={total} aria-live="polite">
              {filtered ? `${visible.length} of ${total} claims` : `${total} ${total === 1 ? 'claim' : 'claims'}`}
            </span>
            <AnchorRate stats={stats} />
          </div>
          <div className="claims-filters" role="group" aria-label="Filter claims">
            <label htmlFor={typeId} className="visually-hidden">
              Claim type
            </label>
            <select id={typeId} className="claims-select" value={filters.type} onChange={(e) => setFilters({ type: e.target.value as ClaimType | 'all' })} data-testid="claims-filter-type">
              <option value="all">All types</option>
              {CLAIM_TYPES.map((t) => (
                <option key={t} value={t} disabled={!byType[t]}>
                  {typeLabel(t)} ({byType[t] ?? 0})
                </option>
              ))}
            </select>
            <label htmlFor={priorityId} className="visually-hidden">
              Priority
            </label>
            <select
              id={priorityId}
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
            {filtered && (
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setFilters(NO_FILTERS)} data-testid="claims-clear-filters">
                Clear
              </button>
            )}
          </div>
        </div>
      )}

      {total === 0 ? (
        <p className="empty-note" data-testid="claims-empty">
          {running ? 'Reading the report… claims appear here as they are found.' : 'No claims yet. Extract them to see each verifiable statement highlighted in the PDF.'}
        </p>
      ) : visible.length === 0 ? (
        <p className="empty-note" data-testid="claims-none-match">
          No claims match these filters.
        </p>
      ) : (
        <ClaimList claims={visible} activeId={activeId} />
      )}
      {total > 0 && (
        <p className="claims-keys muted">
          <kbd>J</kbd> / <kbd>K</kbd> next and previous claim, <kbd>Enter</kbd> details.
        </p>
      )}
    </div>
  );
}

function AnchorRate({ stats }: { stats: AnchorStats }) {
  const pct = stats.rate === null ? 0 : Math.round(stats.rate * 100);
  const level = stats.rate === null ? 'none' : stats.rate >= 0.9 ? 'good' : stats.rate >= 0.7 ? 'fair' : 'low';
  return (
    <div
      className={`anchor-rate anchor-rate-${level}`}
      data-testid="claims-anchor-rate"
      data-rate={stats.rate ?? ''}
      title={`${stats.anchored} of ${stats.total} claims are located on their page.`}
    >
      <div className="anchor-rate-meter" role="meter" aria-label="Claims located on the page" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-valuetext={`${formatRate(stats.rate)} located`}>
        <div className="anchor-rate-fill" style={{ width: `${pct}%` }} />
      </div>
      <span className="anchor-rate-label">
        <strong data-testid="claims-anchor-rate-value">{formatRate(stats.rate)}</strong> located
      </span>
    </div>
  );
}
