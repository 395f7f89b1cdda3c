/**
 * Tabs of the report view's middle panel: "Claims" (the claims panel, first) and a second tab the
 * workspace supplies (the report facts). Both stay mounted so switching keeps scroll and state.
 */
import { useId, useState, type ReactNode } from 'react';
import type { ReportId } from '../../../../shared/domain/report';
import { TabList, type Tab } from '../../components/TabList';
import { ClaimsPanel } from './ClaimsPanel';
import { useReportClaims } from './claimsStore';

type TabId = 'claims' | 'other';

/** `controls` are drawn under the extraction controls of the claims panel (e.g. the investigation's). */
export function ClaimsTabs({
  reportId,
  otherLabel,
  other,
  controls,
  extractBlocker
}: {
  reportId: ReportId;
  otherLabel: string;
  other: ReactNode;
  controls?: ReactNode;
  extractBlocker?: string | null;
}) {
  const [tab, setTab] = useState<TabId>('claims');
  const count = useReportClaims(reportId)?.claims.length ?? 0;
  const base = useId();
  const tabs: Tab<TabId>[] = [
    {
      id: 'claims',
      label: <>Claims{count > 0 && <span className="tab-count">{count}</span>}</>
    },
    { id: 'other', label: otherLabel }
  ];

  return (
    <div className="panel-tabs">
      <TabList tabs={tabs} selected={tab} onSelect={setTab} base={base} label="Report panels" testIdPrefix="tab-" />
      <div
        id={`${base}-panel-claims`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-claims`}
        className="tab-panel"
        hidden={tab !== 'claims'}
      >
        <ClaimsPanel reportId={reportId} controls={controls} extractBlocker={extractBlocker ?? null} />
      </div>
      <div
        id={`${base}-panel-other`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-other`}
        className="tab-panel"
        hidden={tab !== 'other'}
      >
        {other}
      </div>
    </div>
  );
}
