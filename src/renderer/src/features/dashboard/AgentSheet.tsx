/**
 * The detail sheet of one node: its status, latest reasoning line and, for a specialist, its
 * findings (claim, direction, confidence, summary, cycle), newest cycle first; for the Judge, the
 * verdicts it issued; for an unavailable specialist, what that means for the verdicts.
 */
import type { NodeId } from '../../../../shared/domain/pipeline';
import { Dialog } from '../../components/Dialog';
import type { AgentFinding, DashboardView } from './dashboardFold';
import { claimsText, directionLabel, nodeLabel, statusLabel } from './labels';

const MAX_ROWS = 300;

function FindingRows({
  findings,
  claimText
}: {
  findings: readonly AgentFinding[];
  claimText: DashboardView['claimText'];
}) {
  const rows = [...findings].sort((a, b) => b.cycle - a.cycle).slice(0, MAX_ROWS);
  return (
    <>
      <ul className="agent-findings" data-testid="agent-findings">
        {rows.map((f) => (
          <li key={f.id} className="agent-finding" data-direction={f.direction}>
            <div className="agent-finding-claim">{claimText[f.claimId] ?? f.claimId}</div>
            <div className="agent-finding-meta">
              <span className={`direction direction-${f.direction}`}>{directionLabel(f.direction)}</span>
              <span>{f.confidence} confidence</span>
              <span>cycle {f.cycle}</span>
              <span className="muted">{f.evidenceType.replaceAll('_', ' ')}</span>
            </div>
            <p className="agent-finding-summary" title={f.summary}>
              {f.summary}
            </p>
          </li>
        ))}
      </ul>
      {findings.length > rows.length && (
        <p className="muted">
          …and {findings.length - rows.length} earlier findings (the Source of Truth lists them all).
        </p>
      )}
    </>
  );
}

function Verdicts({ view }: { view: DashboardView }) {
  const b = view.counts.byVerdict;
  return (
    <p data-testid="agent-verdicts">
      {view.counts.verdicts} verdicts: {b.verified} verified, {b.contradicted} contradicted, {b.unverified} unverified,{' '}
      {b.insufficient_evidence} insufficient evidence; {view.reinvestigations.reduce((n, r) => n + r.claims, 0)} claims
      sent back over {view.reinvestigations.length} round(s).
    </p>
  );
}

export function AgentSheet({ view, node, onClose }: { view: DashboardView; node: NodeId; onClose: () => void }) {
  const card = view.cards[node];
  const findings = view.findings.filter((f) => f.agent === node);
  const requests = view.info.filter((m) => m.from === node || m.to.includes(node));
  return (
    <Dialog title={`${nodeLabel(node)}: ${statusLabel(card.status)}`} onCancel={onClose} testId="agent-sheet">
      <button type="button" className="btn btn-ghost agent-sheet-close" onClick={onClose} autoFocus>
        Close
      </button>
      <div className="agent-sheet">
        <p className="agent-sheet-meta">
          {claimsText(card)}
          {card.cycle ? ` · cycle ${card.cycle}` : ''}
          {card.findings ? ` · ${card.findings} findings` : ''}
          {card.checks.total ? ` · ${card.checks.total} checks computed, ${card.checks.failed} failed` : ''}
        </p>
        {card.thinking && <p className="agent-sheet-line">{card.thinking}</p>}
        {card.message && card.message !== card.thinking && <p className="agent-sheet-line muted">{card.message}</p>}
        {card.status === 'unavailable' && (
          <p>
            This specialist is not built yet. The Judge names it among the domains not investigated in each verdict it
            would have seen.
          </p>
        )}
        {node === 'judge' && <Verdicts view={view} />}
        {requests.length > 0 && (
          <p className="muted">
            {requests.length} info request(s) involve this agent; the latest: “{requests[requests.length - 1]!.question}
            ”
          </p>
        )}
        {findings.length > 0 && <FindingRows findings={findings} claimText={view.claimText} />}
        {findings.length === 0 && card.status !== 'unavailable' && node !== 'judge' && (
          <p className="muted">No findings from this node.</p>
        )}
      </div>
    </Dialog>
  );
}
