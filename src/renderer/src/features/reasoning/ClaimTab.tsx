/**
 * The "Claim" tab: the selected claim with its verdict, confidence, the Judge's four dimensions and
 * full reasoning, its IFRS paragraphs (the requirement on hover), the domains nobody investigated,
 * and the evidence chain per cycle and agent. The verdict and chain come from the last completed
 * analysis, or from the running one's events while no analysis has completed.
 */
import { useEffect, useMemo } from 'react';
import type { Claim } from '../../../../shared/domain/claim';
import type { Verdict } from '../../../../shared/domain/finding';
import type { ReportId } from '../../../../shared/domain/report';
import { agentText, capital, claimTypeText, verdictText } from '../../../../shared/report/labels';
import { PageLink } from '../../components/PageLink';
import { EvidenceChain } from './EvidenceChain';
import { lookupParagraphs } from './reasoningActions';
import { chainOfEntry, chainOfEvents, entryIndex, paragraphHint, paragraphIndex } from './reasoningLogic';
import { useReasoningStore, useReportReasoning } from './reasoningStore';

const DIMENSIONS = ['sufficiency', 'consistency', 'quality', 'completeness'] as const;

const verdictCss = (v: Verdict['verdict'] | null): string =>
  `verdict-badge ${v ? `verdict-${v.replace('_', '-')}` : 'verdict-none'}`;

function Dimensions({ scores }: { scores: Verdict['scores'] }) {
  return (
    <dl className="reasoning-dimensions" aria-label="The Judge's four dimensions" data-testid="judge-dimensions">
      {[...DIMENSIONS, 'overall' as const].map((d) => {
        const pct = Math.round(Math.max(0, Math.min(1, scores[d])) * 100);
        return (
          <div key={d} className={d === 'overall' ? 'dimension dimension-overall' : 'dimension'}>
            <dt>{capital(d)}</dt>
            <dd>
              <span className="dimension-bar" aria-hidden="true">
                <span style={{ width: `${pct}%` }} />
              </span>
              <span className="dimension-value">{scores[d].toFixed(2)}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Paragraphs({
  ids,
  known
}: {
  ids: readonly string[];
  known: ReadonlyMap<string, { title: string; requirement: string }>;
}) {
  const looked = useReasoningStore((s) => s.paragraphs);
  useEffect(() => void lookupParagraphs(ids.filter((id) => !known.has(id))), [ids, known]);
  if (!ids.length) return <span className="muted">No paragraph mapped</span>;
  return (
    <ul className="ifrs-tags">
      {ids.map((id) => {
        const hint = paragraphHint(known.get(id) ?? looked[id] ?? undefined);
        return (
          <li key={id} className="ifrs-tag" title={hint ?? id} data-testid="reasoning-ifrs" data-paragraph={id}>
            {id}
            {hint && <span className="visually-hidden"> — {hint}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function ClaimTab({
  reportId,
  claim,
  verdict
}: {
  reportId: ReportId;
  claim: Claim | null;
  verdict: Verdict | null;
}) {
  const entry = useReportReasoning(reportId);
  const doc = entry?.document ?? null;
  const entries = useMemo(() => entryIndex(doc), [doc]);
  const known = useMemo(() => paragraphIndex(doc), [doc]);
  const events = entry?.events;
  const compiled = claim ? entries.get(claim.id) : undefined;
  const shown = verdict ?? compiled?.verdict ?? null;
  const fromDoc = compiled && (!shown || shown.runId === doc?.run.id);
  const chain = useMemo(
    () => (!claim ? [] : fromDoc && compiled ? chainOfEntry(compiled) : chainOfEvents(events ?? [], claim.id)),
    [claim, fromDoc, compiled, events]
  );
  const paragraphs = useMemo(
    () => (shown?.ifrsMapping.length ? shown.ifrsMapping : (claim?.preliminaryIfrs ?? [])),
    [shown, claim]
  );

  if (!claim) {
    return (
      <p className="muted reasoning-empty" data-testid="reasoning-empty">
        Select a claim — click its highlight in the PDF, pick it in the claims list, or press J / K — to read its
        verdict, the Judge’s reasoning and the evidence behind it.
      </p>
    );
  }
  const page = claim.anchor.rects.length ? claim.anchor.page : claim.sourcePage;
  return (
    <article
      className="reasoning-claim"
      data-testid="reasoning-claim"
      data-claim-id={claim.id}
      data-verdict={shown?.verdict ?? 'none'}
      aria-labelledby="reasoning-claim-text"
    >
      <p className="reasoning-meta muted">
        {claimTypeText(claim.type)} · {capital(claim.priority)} priority · <PageLink page={page}>page {page}</PageLink>
      </p>
      <blockquote id="reasoning-claim-text" className="reasoning-quote" data-testid="reasoning-claim-text">
        {claim.text}
      </blockquote>
      <section className="reasoning-section" aria-label="Verdict">
        <p className="reasoning-verdict">
          <span className={verdictCss(shown?.verdict ?? null)} data-testid="reasoning-verdict">
            {verdictText(shown?.verdict ?? null)}
          </span>
          {shown && (
            <span className="muted" data-testid="reasoning-confidence">
              {shown.confidence} confidence · cycle {shown.cycle}
            </span>
          )}
        </p>
        {shown ? (
          <>
            <Dimensions scores={shown.scores} />
            <h3 className="reasoning-heading">Judge’s reasoning</h3>
            <p className="reasoning-text" data-testid="reasoning-judge">
              {shown.reasoning}
            </p>
            {shown.notInvestigated.length > 0 && (
              <p className="muted" data-testid="reasoning-not-investigated">
                Not investigated: {shown.notInvestigated.map(agentText).join(', ')}
              </p>
            )}
          </>
        ) : (
          <p className="muted">
            Not analyzed yet: Analyze in the Agent dashboard to have the specialists investigate it and the Judge weigh
            the evidence.
          </p>
        )}
      </section>
      <section className="reasoning-section" aria-label="IFRS paragraphs">
        <h3 className="reasoning-heading">IFRS paragraphs{shown?.ifrsMapping.length ? '' : ' (preliminary)'}</h3>
        <Paragraphs ids={paragraphs} known={known} />
      </section>
      <section className="reasoning-section" aria-label="Evidence">
        <h3 className="reasoning-heading">Evidence by cycle and agent</h3>
        <EvidenceChain cycles={chain} />
      </section>
      <section className="reasoning-section" aria-label="Extraction">
        <h3 className="reasoning-heading">Why it was extracted</h3>
        <p className="reasoning-text">{claim.reasoning || <span className="muted">The engine gave no reason.</span>}</p>
        <p className="muted">
          {claim.provenance.engine === 'offline'
            ? 'Offline engine'
            : `Model${claim.provenance.model ? ` (${claim.provenance.model})` : ''}`}
          {claim.anchor.rects.length ? '' : ' · not located on the page'}
        </p>
      </section>
    </article>
  );
}
