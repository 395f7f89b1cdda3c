/**
 * The report view's registers: report-wide checks (values, computation, result), disclosure gaps
 * (status, missing sub-requirements, why it matters, pages searched; filter by status; dismiss with
 * a note), the S1/S2 cross-map, and the overrides recorded on the run.
 */
import { useState } from 'react';
import type { SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';
import type { CoverageStatus } from '../../../../shared/domain/reportExtras';
import { CHECK_HEAD, checkRow } from '../../../../shared/report/findingBlocks';
import { gapScanMissing, type CheckRow, type ReportModel } from '../../../../shared/report/reportModel';
import { coverageText, gapStatusText, pillarText, verdictText } from '../../../../shared/report/labels';
import { OverrideForm } from './OverrideForm';
import { setGapStatus } from './sotActions';
import type { SotReport } from './sotStore';

export function ChecksTable({ checks }: { checks: readonly CheckRow[] }) {
  if (!checks.length) return <p className="muted">No check could be run on this report’s figures.</p>;
  const order = { fail: 0, inconclusive: 1, pass: 2 } as const;
  const rows = [...checks].sort((a, b) => order[a.check.result] - order[b.check.result]);
  return (
    <div className="sot-table-wrap">
      <table className="sot-table" data-testid="sot-checks">
        <thead>
          <tr>
            {[...CHECK_HEAD, 'Claims'].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c, i) => (
            <tr key={i} data-result={c.check.result} className={c.check.result === 'fail' ? 'sot-row-fail' : undefined}>
              {checkRow(c.check).map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
              <td>
                <code>{c.claimIds.join(', ') || 'whole report'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GapsTable({
  reportId,
  doc,
  model,
  status
}: {
  reportId: string;
  doc: SourceOfTruth;
  model: ReportModel;
  status: SotReport['gapStatus'];
}) {
  const [open, setOpen] = useState<string | null>(null);
  if (!model.gaps.length) {
    const missing = gapScanMissing(doc);
    return (
      <p className="muted" data-testid="sot-gaps-empty">
        {missing
          ? `${missing} No gap can be shown, and none shown is not evidence that the report is complete.`
          : 'The gap scan found no requirement left unaddressed.'}
      </p>
    );
  }
  const rows = model.gaps.filter(
    (g) => !status || (status === 'dismissed' ? g.override : !g.override && g.gap.gapStatus === status)
  );
  return (
    <>
      <p className="sot-filter">
        <label htmlFor="sot-gap-status">Gap status</label>
        <select
          id="sot-gap-status"
          value={status ?? ''}
          onChange={(e) => setGapStatus(reportId, (e.target.value || undefined) as SotReport['gapStatus'])}
          data-testid="sot-filter-gap-status"
        >
          <option value="">All</option>
          <option value="unaddressed">Unaddressed</option>
          <option value="partial">Partly addressed</option>
          <option value="dismissed">Dismissed by the analyst</option>
        </select>
      </p>
      <div className="sot-table-wrap">
        <table className="sot-table" data-testid="sot-gaps">
          <thead>
            <tr>
              {[
                'Paragraph',
                'Pillar',
                'Status',
                'Requirement and what is missing',
                'Why it matters',
                'Pages searched',
                ''
              ].map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ gap: g, override: o }) => (
              <tr key={g.id} data-testid="sot-gap" data-gap-id={g.id} data-status={o ? 'dismissed' : g.gapStatus}>
                <td>
                  <code>{g.paragraphId}</code>
                </td>
                <td>{pillarText(g.pillar)}</td>
                <td>
                  {gapStatusText(g.gapStatus)} ({g.severity})
                  {o && (
                    <p className="sot-override-note">
                      Dismissed by {o.analyst}: {o.note}
                    </p>
                  )}
                </td>
                <td>
                  {g.requirement}
                  {g.missingRequirements.length > 0 && (
                    <ul>
                      {g.missingRequirements.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{g.whyItMatters}</td>
                <td>
                  {g.pages.length ? `pp. ${g.pages.join(', ')}. ` : ''}
                  {g.searched}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setOpen(open === g.id ? null : g.id)}
                    aria-expanded={open === g.id}
                  >
                    {o ? 'Restore' : 'Dismiss'}
                  </button>
                  {open === g.id && (
                    <OverrideForm
                      reportId={reportId}
                      kind="gap"
                      targetId={g.id}
                      current={o ? 'dismissed' : null}
                      original={g.gapStatus}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function CrossMapTable({ doc }: { doc: SourceOfTruth }) {
  const [status, setStatus] = useState<CoverageStatus | ''>('');
  const rows = doc.crossMap.filter((r) => !status || r.status === status);
  return (
    <>
      <p className="sot-filter">
        <label htmlFor="sot-cross-status">Coverage</label>
        <select id="sot-cross-status" value={status} onChange={(e) => setStatus(e.target.value as CoverageStatus | '')}>
          <option value="">All ({doc.crossMap.length})</option>
          {(['covered', 'partial', 'missing', 'not_assessed'] as const).map((s) => (
            <option key={s} value={s}>
              {coverageText(s)} ({doc.crossMap.filter((r) => r.status === s).length})
            </option>
          ))}
        </select>
      </p>
      <div className="sot-table-wrap">
        <table className="sot-table" data-testid="sot-crossmap">
          <thead>
            <tr>
              {['Paragraph', 'Topic', 'Counterpart', 'Pillar', 'Claims', 'Coverage'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.paragraphId} data-status={r.status}>
                <td style={{ paddingLeft: `${8 + r.depth * 12}px` }}>
                  <code>{r.paragraphId}</code>
                </td>
                <td title={r.requirement}>{r.title}</td>
                <td>{r.counterparts.join(', ') || '—'}</td>
                <td>{pillarText(r.pillar)}</td>
                <td>{r.claims}</td>
                <td className={`sot-coverage sot-coverage-${r.status}`}>
                  {coverageText(r.status)}
                  {r.dismissed ? ' (gap dismissed)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function OverridesList({ doc }: { doc: SourceOfTruth }) {
  if (!doc.overrides.length)
    return (
      <p className="muted">
        No override yet. Open a claim’s evidence to change its verdict, or dismiss a gap, with a note.
      </p>
    );
  return (
    <ol className="sot-overrides" data-testid="sot-overrides">
      {[...doc.overrides].reverse().map((o) => (
        <li key={o.id} data-testid="sot-override-entry">
          <strong>{o.analyst}</strong>, {new Date(o.at).toLocaleString()}:{' '}
          {o.kind === 'verdict' ? `verdict of ${o.targetId}` : `gap ${o.targetId}`} —{' '}
          {o.kind === 'verdict' ? verdictText(o.original) : gapStatusText(o.original)} →{' '}
          {o.value === null
            ? 'withdrawn (original restored)'
            : o.kind === 'verdict'
              ? verdictText(o.value)
              : 'dismissed'}
          . <em>{o.note}</em>
        </li>
      ))}
    </ol>
  );
}
