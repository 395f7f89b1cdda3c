/**
 * The News/Media specialist (issue 15 item 3): what the public record says about the claims routed to
 * it. With web search on, a few short queries per claim (company and topic words, `queries.ts`), each
 * result read from its title and snippet for relevance and stance (`stance.ts`), sources ranked by
 * outlet tier (`outlets.ts`). With search off — always offline — it states per claim that no news
 * source was consulted and invents nothing. It answers other agents' corroboration requests (Legal's)
 * with the finding it filed on the claim. The Judge's refined queries are searched on re-investigation.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf, InfoRequest, InfoResponse } from '../../../shared/domain/finding';
import type { WebSearchProvider } from '../../evidence/types';
import { companyName } from '../companyName';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { notConsultedFinding, searchedFinding, type Ctx, type ReadResult } from './finding';
import { newsQueries, topicTerms } from './queries';
import { readResult } from './stance';

const RESULTS_PER_QUERY = 8;

async function searchClaim(
  claim: Claim,
  input: SpecialistInput,
  web: WebSearchProvider,
  ctx: SpecialistContext,
  at: Ctx
): Promise<FindingOf<'news_media'>> {
  const company = companyName(ctx.report);
  const queries = newsQueries(claim, company, input.queries[claim.id] ?? []);
  const topic = topicTerms(claim.text, company);
  const read: ReadResult[] = [];
  const failed: string[] = [];
  for (const q of queries) {
    try {
      const results = await web.search(q.text, {
        purpose: `news:${q.purpose}`,
        maxResults: RESULTS_PER_QUERY,
        topic: 'news',
        signal: ctx.signal
      });
      read.push(...results.map((result) => ({ result, reading: readResult(result, topic, company) })));
    } catch (err) {
      ctx.signal.throwIfAborted();
      failed.push(err instanceof Error ? err.message : String(err));
    }
  }
  // Every search failed: nothing was consulted, and the finding says why (never "no coverage").
  if (failed.length === queries.length) return notConsultedFinding(claim, at, `${web.label} failed (${failed[0]})`);
  return searchedFinding(
    claim,
    read,
    queries.map((q) => q.text),
    web.label,
    at
  );
}

/**
 * Answers to corroboration requests: the finding filed on the claim when it was routed here; otherwise
 * the claim is looked at for the answer alone (no finding can be filed on a claim not routed here).
 */
async function answer(
  inbox: readonly InfoRequest[],
  findings: readonly FindingOf<'news_media'>[],
  lookAt: (claim: Claim) => Promise<FindingOf<'news_media'>>,
  ctx: SpecialistContext
): Promise<InfoResponse[]> {
  const out: InfoResponse[] = [];
  for (const q of inbox) {
    const f = findings.find((x) => x.claimId === q.claimId);
    const claim = f || !q.claimId ? undefined : ctx.report.claims().find((c) => c.id === q.claimId);
    const text = f
      ? f.summary
      : claim
        ? (await lookAt(claim)).summary
        : 'News/Media answers about a claim; this request names none it knows.';
    out.push({ requestId: q.id, from: 'news_media', answer: text, findingIds: f ? [f.id] : [] });
  }
  return out;
}

async function investigate(input: SpecialistInput, ctx: SpecialistContext): Promise<SpecialistOutput> {
  const web = ctx.evidence.webSearch;
  const at: Ctx = { runId: ctx.runId, reportId: ctx.reportId, cycle: input.cycle, engine: ctx.engine };
  const claims = input.claims;
  if (!web) {
    ctx.emit({
      type: 'agent_thinking',
      text: `Web search is off: no news source was consulted for ${claims.length} claim(s); nothing is concluded from that.`
    });
    const findings = claims.map((c) => notConsultedFinding(c, at));
    return {
      findings,
      infoResponses: await answer(input.inbox, findings, async (c) => notConsultedFinding(c, at), ctx)
    };
  }
  ctx.emit({
    type: 'agent_thinking',
    text: `Searching ${web.label} for coverage and controversy on ${claims.length} claim(s) (company and topic words only).`
  });
  const findings = await ctx.mapLimit(claims, (c) => searchClaim(c, input, web, ctx, at));
  const against = findings.filter((f) => f.supportsClaim === false).length;
  ctx.emit({
    type: 'agent_thinking',
    text: `News/Media: ${findings.filter((f) => f.evidenceType === 'news_coverage').length} claim(s) with relevant coverage, ${against} disputed by a tier 1–2 outlet.`
  });
  return {
    findings,
    infoResponses: await answer(input.inbox, findings, (c) => searchClaim(c, input, web, ctx, at), ctx)
  };
}

export function createNewsAgent(): SpecialistAgent {
  return {
    id: 'news_media',
    description:
      'Looks for press, regulator and court coverage that confirms or disputes a claim (web search when switched on)',
    investigate
  };
}
