/**
 * Tabs of the report view's middle panel: "Claims" (the claims panel, first) and a second tab the
 * workspace supplies (the report facts). Both stay mounted so switching keeps scroll and state.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ReportId } from '../../../../shared/domain/report';
import { ClaimsPanel } from './ClaimsPanel';
import { useReportClaims } from './claimsStore';

type TabId = 'claims' | 'other';

/** `controls` are drawn under the extraction controls of the claims panel (e.g. the investigation's). */
export function ClaimsTabs({ reportId, otherLabel, other, controls, extractBlocker }: { reportId: ReportId; otherLabel: string; other: ReactNode; controls?: ReactNode; extractBlocker?: string | null }) {
  const [tab, setTab] = useState<TabId>('claims');
  const count = useReportClaims(reportId)?.claims.length ?? 0;
  const base = useId();
  const tabs: { id: TabId; label: ReactNode }[] = [
    {
      id: 'claims',
      label: (
        <>
          Claims{count > 0 && <span className="tab-count">{count}</span>}
        </>
      )
    },
    { id: 'other', label: otherLabel }
  ];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: TabId = e.key === 'Home' ? 'claims' : e.key === 'End' ? 'other' : tab === 'claims' ? 'other' : 'claims';
    setTab(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };

  return (
    <div className="panel-tabs">
      <div className="tab-list" role="tablist" aria-label="Report panels" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`${base}-tab-${t.id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === t.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            data-testid={`tab-${t.id}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel-claims`} role="tabpanel" aria-labelledby={`${base}-tab-claims`} className="tab-panel" hidden={tab !== 'claims'}>
        <ClaimsPanel reportId={reportId} controls={controls} extractBlocker={extractBlocker ?? null} />
      </div>
      <div id={`${base}-panel-other`} role="tabpanel" aria-labelledby={`${base}-tab-other`} className="tab-panel" hidden={tab !== 'other'}>
        {other}
      </div>
    </div>
  );
}
