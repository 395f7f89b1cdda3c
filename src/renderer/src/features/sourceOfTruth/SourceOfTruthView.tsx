/**
 * The Source of Truth of a report in the app: the latest completed run's summary, claims by pillar
 * with filters, checks, gaps, the S1/S2 cross-map and overrides, the analyst's name, and exports made
 * in main (the same files the CLI writes). The shell mounts it for one report and may pass
 * `onOpenClaim` to take a claim back to its highlight in the PDF.
 */
import { useDeferredValue, useEffect, useMemo } from 'react';
import { collectChecks, filterClaims, gapScan, reportModel } from '../../../../shared/report/reportModel';
import type { ExportFile } from '../../../../shared/ipc/routes/sourceOfTruth';
import { PILLARS, pillarText } from '../../../../shared/report/labels';
import { AnalystField } from './AnalystField';
import { ClaimCard } from './ClaimCard';
import { Filters } from './Filters';
import { ChecksTable, CrossMapTable, GapsTable, OverridesList } from './Registers';
import { SummaryPanel } from './SummaryPanel';
import { exportFile, loadSourceOfTruth, showSection } from './sotActions';
import { useSotReport, type SotSection } from './sotStore';
import './sourceOfTruth.css';

const EXPORTS: { file: ExportFile; label: string }[] = [
  { file: 'pdf', label: 'PDF' },
  { file: 'json', label: 'report.json' },
  { file: 'claims_csv', label: 'claims.csv' },
  { file: 'checks_csv', label: 'checks.csv' },
  { file: 'gaps_csv', label: 'gaps.csv' }
];

export interface SourceOfTruthViewProps {
  reportId: string;
  onOpenClaim?: (claimId: string, page: number) => void;
}

export function SourceOfTruthView({ reportId, onOpenClaim }: SourceOfTruthViewProps) {
  const r = useSotReport(reportId);
  useEffect(() => void loadSourceOfTruth(reportId), [reportId]);
  const model = useMemo(() => (r.doc ? reportModel(r.doc) : null), [r.doc]);
  const checks = useMemo(() => (r.doc ? collectChecks(r.doc) : []), [r.doc]);
  const paragraphs = useMemo(() => new Map((r.doc?.crossMap ?? []).map((p) => [p.paragraphId, p])), [r.doc]);
  // The filters answer at once; the list of up to hundreds of cards follows when React has time.
  const filter = useDeferredValue(r.filter);
  const shown = useMemo(() => (model ? filterClaims(model.claims, filter) : []), [model, filter]);

  return (
    <main className="sot" data-testid="sot-view" data-status={r.status} aria-label="Source of Truth">
      <header className="sot-header">
        <div>
          <h2>Source of Truth</h2>
          {r.doc && (
            <p className="muted" data-testid="sot-run">
              {r.doc.report.title} · run {r.doc.run.id} · {r.doc.run.config.engine} engine · compiled{' '}
              {new Date(r.doc.run.compiledAt).toLocaleString()}
            </p>
          )}
        </div>
        <div className="sot-header-actions">
          <AnalystField />
          {r.doc && (
            <div className="sot-exports" role="group" aria-label="Export">
              {EXPORTS.map((e) => (
                <button
                  key={e.file}
                  type="button"
                  className={e.file === 'pdf' ? 'btn btn-primary' : 'btn'}
                  disabled={r.exporting !== null}
                  onClick={() => void exportFile(reportId, e.file)}
                  data-testid={`sot-export-${e.file}`}
                >
                  {r.exporting === e.file ? 'Exporting…' : `Export ${e.label}`}
                </button>
              ))}
            </div>
          )}
        </div>
      </header>
      {r.error && (
        <div className="sot-error" role="alert" data-testid="sot-error">
          <strong>{r.error.title}</strong> {r.error.detail}
        </div>
      )}
      {r.status === 'loading' && <p className="muted">Loading the Source of Truth…</p>}
      {r.status === 'empty' && (
        <p className="sot-empty" data-testid="sot-empty">
          No completed analysis of this report yet. Run Analyze in the report view; its Source of Truth appears here
          when the run completes.
        </p>
      )}
      {r.doc && model && (
        <>
          <SummaryPanel doc={r.doc} model={model} />
          <nav className="sot-tabs" role="tablist" aria-label="Sections">
            {(
              [
                ['claims', `Claims (${model.claims.length})`],
                ['checks', `Checks (${checks.length})`],
                [
                  'gaps',
                  gapScan(r.doc) !== 'ran' && !model.gaps.length ? 'Gaps (not assessed)' : `Gaps (${model.gaps.length})`
                ],
                ['crossmap', 'S1/S2 cross-map'],
                ['overrides', `Overrides (${r.doc.overrides.length})`]
              ] as [SotSection, string][]
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={r.section === key}
                className="sot-tab"
                onClick={() => showSection(reportId, key)}
                data-testid={`sot-tab-${key}`}
              >
                {label}
              </button>
            ))}
          </nav>
          {r.section === 'claims' && (
            <section aria-label="Claims">
              <Filters reportId={reportId} filter={r.filter} shown={shown.length} total={model.claims.length} />
              {PILLARS.map((p) => {
                const rows = shown.filter((c) => c.pillar === p);
                if (!rows.length) return null;
                return (
                  <section
                    key={p}
                    className="sot-pillar"
                    aria-label={pillarText(p)}
                    data-testid="sot-pillar"
                    data-pillar={p}
                  >
                    <h3>
                      {pillarText(p)} <span className="muted">({rows.length})</span>
                    </h3>
                    {rows.map((row) => (
                      <ClaimCard
                        key={row.entry.claim.id}
                        reportId={reportId}
                        row={row}
                        paragraphs={paragraphs}
                        onOpenClaim={onOpenClaim}
                      />
                    ))}
                  </section>
                );
              })}
              {!shown.length && <p className="muted">No claim matches these filters.</p>}
            </section>
          )}
          {r.section === 'checks' && <ChecksTable checks={checks} />}
          {r.section === 'gaps' && <GapsTable reportId={reportId} doc={r.doc} model={model} status={r.gapStatus} />}
          {r.section === 'crossmap' && <CrossMapTable doc={r.doc} />}
          {r.section === 'overrides' && <OverridesList doc={r.doc} />}
        </>
      )}
    </main>
  );
}
