/**
 * One claim in the report view: id, page, type and priority, the verdict in force with its confidence
 * (and the Judge's original when an analyst overrode it), the claim text as a link back to its
 * highlight in the PDF, IFRS tags with the requirement on hover, and, expanded, the evidence chain
 * cycle by cycle per agent, the Judge's reasoning and the override form.
 */
import { memo, useState } from 'react';
import type { ClaimRow } from '../../../../shared/report/reportModel';
import type { CrossMapRow } from '../../../../shared/domain/reportExtras';
import type { Finding } from '../../../../shared/domain/finding';
import { agentText, capital, claimTypeText, verdictText } from '../../../../shared/report/labels';
import { sourceText } from '../../../../shared/report/findingBlocks';
import { DetailBlocks } from './DetailBlocks';
import { OverrideForm } from './OverrideForm';
import { verdictCss } from './labels';

export interface ClaimCardProps {
  reportId: string;
  row: ClaimRow;
  paragraphs: ReadonlyMap<string, CrossMapRow>;
  onOpenClaim?: ((claimId: string, page: number) => void) | undefined;
}

function FindingItem({ f }: { f: Finding }) {
  const stance = f.supportsClaim === true ? 'supports' : f.supportsClaim === false ? 'contradicts' : 'neither';
  return (
    <li className="sot-finding" data-testid="sot-finding" data-agent={f.agent}>
      <p>
        <strong>{agentText(f.agent)}</strong>{' '}
        <span className={`sot-stance sot-stance-${stance}`}>
          {stance === 'neither' ? 'neither supports nor contradicts' : stance}
        </span>{' '}
        <span className="muted">({f.confidence} confidence)</span>: {f.summary}
      </p>
      {f.provenance.sources.length > 0 && (
        <p className="muted sot-sources">Sources: {[...new Set(f.provenance.sources.map(sourceText))].join('; ')}</p>
      )}
      <DetailBlocks agent={f.agent} details={f.details} />
    </li>
  );
}

function EvidenceChain({ row }: { row: ClaimRow }) {
  const { chain, findings } = row.entry;
  const cycles = [...new Set([...chain.map((s) => s.cycle), ...findings.map((f) => f.cycle)])].sort((a, b) => a - b);
  return (
    <ol className="sot-chain" aria-label="Evidence chain">
      {cycles.map((cycle) => {
        const step = chain.find((s) => s.cycle === cycle);
        const mine = findings.filter((f) => f.cycle === cycle);
        return (
          <li key={cycle} data-testid="sot-cycle">
            <p className="sot-cycle-head">
              Cycle {cycle}:{' '}
              {step?.routedTo.length
                ? `routed to ${step.routedTo.map(agentText).join(', ')}`
                : 'no specialist available'}
              {step && <span className="muted"> — {step.routingReason}</span>}
            </p>
            {mine.length > 0 && (
              <ul className="sot-findings">
                {mine.map((f) => (
                  <FindingItem key={f.id} f={f} />
                ))}
              </ul>
            )}
            {step?.reinvestigation && (
              <p className="sot-reinvestigation">
                Judge asked {step.reinvestigation.targetAgents.map(agentText).join(', ')} for more:{' '}
                {step.reinvestigation.evidenceGap}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function ClaimCardInner({ reportId, row, paragraphs, onOpenClaim }: ClaimCardProps) {
  const [open, setOpen] = useState(false);
  const { claim, verdict } = row.entry;
  const page = claim.anchor.page || claim.sourcePage;
  return (
    <article
      className="sot-card"
      data-testid="sot-claim"
      data-claim-id={claim.id}
      data-verdict={row.verdict ?? 'none'}
      data-overridden={row.override ? 'true' : 'false'}
    >
      <header className="sot-card-head">
        <code className="sot-id">{claim.id}</code>
        <span className="muted">
          page {page} · {claimTypeText(claim.type)} · {capital(claim.priority)} priority
        </span>
        <span className={verdictCss(row.verdict)} data-testid="sot-verdict">
          {verdictText(row.verdict)}
        </span>
        {verdict && <span className="muted">{verdict.confidence} confidence</span>}
        {row.override && (
          <span
            className="sot-override-badge"
            data-testid="sot-override-badge"
            title={`${row.override.analyst}: ${row.override.note}`}
          >
            Overridden (Judge: {verdictText(row.override.original)})
          </span>
        )}
      </header>
      <button
        type="button"
        className="sot-claim-text"
        onClick={() => onOpenClaim?.(claim.id, page)}
        title="Show in the report"
      >
        “{claim.text}”
      </button>
      <p className="sot-tags">
        {row.paragraphs.map((p) => (
          <abbr
            key={p}
            className="sot-tag"
            title={paragraphs.get(p) ? `${paragraphs.get(p)!.title}: ${paragraphs.get(p)!.requirement}` : p}
          >
            {p}
          </abbr>
        ))}
        {row.agents.length > 0 && (
          <span className="muted"> · evidence from {row.agents.map(agentText).join(', ')}</span>
        )}
      </p>
      <button
        type="button"
        className="btn btn-ghost sot-expand"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="sot-expand"
      >
        {open ? 'Hide evidence' : 'Evidence, reasoning and override'}
      </button>
      {open && (
        <div className="sot-card-body">
          <EvidenceChain row={row} />
          {verdict && (
            <section aria-label="Judge's reasoning">
              <p className="sot-block-title">Judge’s reasoning (cycle {verdict.cycle})</p>
              <p className="sot-reasoning" data-testid="sot-reasoning">
                {verdict.reasoning}
              </p>
            </section>
          )}
          {row.override && (
            <p className="sot-override-note" data-testid="sot-override-note">
              {row.override.analyst} changed the Judge’s {verdictText(row.override.original)} to{' '}
              {verdictText(row.override.value)} on {new Date(row.override.at).toLocaleString()}: {row.override.note}
            </p>
          )}
          <OverrideForm
            reportId={reportId}
            kind="verdict"
            targetId={claim.id}
            current={row.override?.value ?? null}
            original={verdict?.verdict ?? null}
          />
        </div>
      )}
    </article>
  );
}

export const ClaimCard = memo(ClaimCardInner);
