/**
 * A claim's evidence chain, cycle by cycle: where it was routed and why, each agent's findings
 * (stance, confidence, summary, sources with page links, typed details), and what the Judge asked
 * for next.
 */
import type { Finding } from '../../../../shared/domain/finding';
import type { SourceRef } from '../../../../shared/domain/provenance';
import { sourceText } from '../../../../shared/report/findingBlocks';
import { agentText } from '../../../../shared/report/labels';
import { FindingDetails } from '../../components/FindingDetails';
import { PageLink } from '../../components/PageLink';
import { GeographyBody, NewsBody } from './AgentFindingBodies';
import { findingBody, type FindingBody } from './findingView';
import type { ChainCycle } from './reasoningLogic';

const stanceOf = (f: Finding): 'supports' | 'contradicts' | 'neither' =>
  f.supportsClaim === true ? 'supports' : f.supportsClaim === false ? 'contradicts' : 'neither';

function Sources({ sources }: { sources: readonly SourceRef[] }) {
  const seen = new Set<string>();
  const unique = sources.filter((s) => {
    const key = sourceText(s);
    return seen.has(key) ? false : (seen.add(key), true);
  });
  if (!unique.length) return null;
  return (
    <p className="muted reasoning-sources">
      Sources:{' '}
      {unique.map((s, i) => (
        <span key={i}>
          {i > 0 && '; '}
          {s.kind === 'report' && s.page ? <PageLink page={s.page}>report p. {s.page}</PageLink> : sourceText(s)}
        </span>
      ))}
    </p>
  );
}

function FindingBodyView({ f, body }: { f: Finding; body: FindingBody }) {
  if (body.kind === 'geography') return <GeographyBody view={body.view} />;
  if (body.kind === 'news') return <NewsBody view={body.view} />;
  return <FindingDetails agent={f.agent} details={f.details} />;
}

function FindingItem({ f }: { f: Finding }) {
  const stance = stanceOf(f);
  const body = findingBody(f);
  return (
    <li className="reasoning-finding" data-testid="reasoning-finding" data-agent={f.agent} data-stance={stance}>
      <p>
        <span className={`stance stance-${stance}`}>
          {stance === 'neither'
            ? 'Neither supports nor contradicts'
            : stance === 'supports'
              ? 'Supports'
              : 'Contradicts'}
        </span>{' '}
        <span className="muted">({f.confidence} confidence)</span>
        {body.showSummary && <> {f.summary}</>}
      </p>
      <FindingBodyView f={f} body={body} />
      {body.showSummary && <Sources sources={f.provenance.sources} />}
    </li>
  );
}

export function EvidenceChain({ cycles }: { cycles: readonly ChainCycle[] }) {
  if (!cycles.length) return <p className="muted">No agent has reported on this claim yet.</p>;
  return (
    <ol className="reasoning-chain" aria-label="Evidence chain" data-testid="evidence-chain">
      {cycles.map((c) => (
        <li key={c.cycle} className="reasoning-cycle" data-testid="evidence-cycle" data-cycle={c.cycle}>
          <p className="reasoning-cycle-head">
            <strong>Cycle {c.cycle}</strong>:{' '}
            {c.routedTo.length ? `routed to ${c.routedTo.map(agentText).join(', ')}` : 'no specialist available'}
            {c.reason && <span className="muted"> — {c.reason}</span>}
          </p>
          {c.byAgent.map((g) => (
            <section
              key={g.agent}
              className="reasoning-agent"
              aria-label={`${agentText(g.agent)}, cycle ${c.cycle}`}
              data-testid="evidence-agent"
              data-agent={g.agent}
            >
              <h4 className="reasoning-agent-name">{agentText(g.agent)}</h4>
              <ul className="reasoning-findings">
                {g.findings.map((f) => (
                  <FindingItem key={f.id} f={f} />
                ))}
              </ul>
            </section>
          ))}
          {c.reinvestigation && (
            <p className="reasoning-reinvestigation" data-testid="evidence-reinvestigation">
              The Judge asked {c.reinvestigation.targetAgents.map(agentText).join(', ')} for more:{' '}
              {c.reinvestigation.evidenceGap}
              {c.reinvestigation.refinedQueries.length > 0 && (
                <span className="muted"> (queries: {c.reinvestigation.refinedQueries.join('; ')})</span>
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
