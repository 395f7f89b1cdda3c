/**
 * The report view's summary: claims, verdicts in force by value (a bar per verdict, word and count
 * beside it), checks failed, gaps by status, cycles run, and coverage per pillar as a stacked chart
 * (claims per pillar split by verdict, plus the cross-map's covered share of the pillar's paragraphs).
 */
import type { SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';
import { gapScan, gapScanMissing, verdictCounts, type ReportModel } from '../../../../shared/report/reportModel';
import { PILLARS, pillarText, verdictText, VERDICTS } from '../../../../shared/report/labels';
import { verdictCss } from './labels';

export function SummaryPanel({ doc, model }: { doc: SourceOfTruth; model: ReportModel }) {
  const v = verdictCounts(model.claims);
  const max = Math.max(1, ...VERDICTS.map((k) => v[k]));
  const unaddressed = model.gaps.filter((g) => g.gap.gapStatus === 'unaddressed').length;
  const dismissed = model.gaps.filter((g) => g.override).length;
  return (
    <section className="sot-summary" aria-label="Summary" data-testid="sot-summary">
      <dl className="sot-figures">
        <div>
          <dt>Claims</dt>
          <dd data-testid="sot-count-claims">{doc.summary.claims}</dd>
        </div>
        <div>
          <dt>Checks failed</dt>
          <dd data-testid="sot-count-failed">
            {doc.summary.checks.fail}{' '}
            <span className="muted">
              of {doc.summary.checks.fail + doc.summary.checks.pass + doc.summary.checks.inconclusive}
            </span>
          </dd>
        </div>
        <div>
          <dt>Gaps</dt>
          {gapScan(doc) !== 'ran' && !model.gaps.length ? (
            <dd data-testid="sot-count-gaps" title={gapScanMissing(doc) ?? undefined}>
              — <span className="muted">(not assessed: no gap scan ran)</span>
            </dd>
          ) : (
            <dd data-testid="sot-count-gaps">
              {model.gaps.length}{' '}
              <span className="muted">
                ({unaddressed} unaddressed, {model.gaps.length - unaddressed} partial
                {dismissed ? `, ${dismissed} dismissed` : ''})
              </span>
            </dd>
          )}
        </div>
        <div>
          <dt>Cycles run</dt>
          <dd>
            {doc.run.cycles} <span className="muted">of {doc.run.config.maxCycles}</span>
          </dd>
        </div>
        <div>
          <dt>Overrides</dt>
          <dd data-testid="sot-count-overrides">{model.inForce.size}</dd>
        </div>
      </dl>
      <div className="sot-charts">
        <figure className="sot-chart" aria-label="Verdicts in force">
          <figcaption>Verdicts in force</figcaption>
          {VERDICTS.map((k) => (
            <div key={k} className="sot-bar-row" data-testid="sot-verdict-count" data-verdict={k}>
              <span className="sot-bar-label">{verdictText(k)}</span>
              <span className="sot-bar-track">
                <span className={`${verdictCss(k)} sot-bar`} style={{ width: `${(v[k] / max) * 100}%` }} />
              </span>
              <span className="sot-bar-value">{v[k]}</span>
            </div>
          ))}
        </figure>
        <PillarChart doc={doc} model={model} />
      </div>
    </section>
  );
}

function PillarChart({ doc, model }: { doc: SourceOfTruth; model: ReportModel }) {
  const pillars = PILLARS.filter((p) => p !== 'unmapped' || model.claims.some((c) => c.pillar === p));
  const max = Math.max(1, ...pillars.map((p) => model.claims.filter((c) => c.pillar === p).length));
  return (
    <figure className="sot-chart" aria-label="Coverage per pillar">
      <figcaption>Coverage per pillar (claims by verdict; registry paragraphs covered)</figcaption>
      {pillars.map((p) => {
        const rows = model.claims.filter((c) => c.pillar === p);
        const paras = doc.crossMap.filter((r) => r.pillar === p);
        const covered = paras.filter((r) => r.status === 'covered').length;
        return (
          <div key={p} className="sot-bar-row" data-testid="sot-pillar-row" data-pillar={p}>
            <span className="sot-bar-label">{pillarText(p)}</span>
            <span
              className="sot-bar-track"
              title={VERDICTS.map((k) => `${verdictText(k)} ${rows.filter((r) => r.verdict === k).length}`).join(', ')}
            >
              {VERDICTS.map((k) => {
                const n = rows.filter((r) => r.verdict === k).length;
                return n ? (
                  <span key={k} className={`${verdictCss(k)} sot-bar`} style={{ width: `${(n / max) * 100}%` }} />
                ) : null;
              })}
            </span>
            <span className="sot-bar-value">
              {rows.length}
              {paras.length > 0 && (
                <span className="muted"> · {Math.round((covered / paras.length) * 100)} % covered</span>
              )}
            </span>
          </div>
        );
      })}
    </figure>
  );
}
