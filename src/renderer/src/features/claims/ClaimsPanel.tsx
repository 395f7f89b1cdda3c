/**
 * The claims of the open report: extraction controls, how many claims (and how many pass the
 * filters), the share located on the page, the type, priority and verdict filters, and the list. Claims show
 * up here while an extraction runs. The workspace may add `controls` under the extraction controls.
 */
import { useMemo, type ReactNode } from 'react';
import type { ReportId } from '../../../../shared/domain/report';
import { loadClaims } from './claimsActions';
import { anchorStats, formatRate, isFiltered, type AnchorStats } from './claimsLogic';
import { ClaimFilterBar } from './ClaimFilterBar';
import { useActiveClaimId, useFilters, useReportClaims, useVisibleClaims } from './claimsStore';
import { ClaimList } from './ClaimList';
import { ExtractControls } from './ExtractControls';
import { isRunActive } from './runEvents';
import './claims.css';
import './claimsPanel.css';

/** `extractBlocker`: why extraction cannot start now (e.g. an analysis is running), or null. */
export function ClaimsPanel({
  reportId,
  controls,
  extractBlocker = null
}: {
  reportId: ReportId;
  controls?: ReactNode;
  extractBlocker?: string | null;
}) {
  const entry = useReportClaims(reportId);
  const visible = useVisibleClaims(reportId);
  const filters = useFilters();
  const activeId = useActiveClaimId();
  const all = entry?.claims;
  const stats = useMemo(() => anchorStats(all ?? []), [all]);

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
  const filtered = isFiltered(filters);
  const running = isRunActive(entry.run);

  return (
    <div className="claims-panel" data-testid="claims-panel">
      <ExtractControls reportId={reportId} entry={entry} blocker={extractBlocker} />
      {controls}

      {total > 0 && (
        <div className="claims-toolbar">
          <div className="claims-summary">
            <span
              className="claims-count"
              data-testid="claims-count"
              data-count={visible.length}
              data-total={total}
              aria-live="polite"
            >
              {filtered ? `${visible.length} of ${total} claims` : `${total} ${total === 1 ? 'claim' : 'claims'}`}
            </span>
            <AnchorRate stats={stats} />
          </div>
          <ClaimFilterBar reportId={reportId} all={entry.claims} visible={visible.length} />
        </div>
      )}

      {total === 0 ? (
        <p className="empty-note" data-testid="claims-empty">
          {running
            ? 'Reading the report… claims appear here as they are found.'
            : 'No claims yet. Extract them to see each verifiable statement highlighted in the PDF.'}
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
          <kbd>J</kbd> / <kbd>K</kbd> next and previous claim, <kbd>Enter</kbd> shows the claim again.
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
      <div
        className="anchor-rate-meter"
        role="meter"
        aria-label="Claims located on the page"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${formatRate(stats.rate)} located`}
      >
        <div className="anchor-rate-fill" style={{ width: `${pct}%` }} />
      </div>
      <span className="anchor-rate-label">
        <strong data-testid="claims-anchor-rate-value">{formatRate(stats.rate)}</strong> located
      </span>
    </div>
  );
}
