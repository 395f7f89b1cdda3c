/**
 * The News/Media specialist (issue 15 item 3): what the public record says about the claims routed to
 * it. With web search on, a few short queries per claim (company and topic words, `queries.ts`), each
 * result read from its title and snippet for relevance and stance (`stance.ts`), sources ranked by
 * outlet tier (`outlets.ts`). With search off — always offline — it states per claim that no news
 * source was consulted and invents nothing. It answers other agents' corroboration requests (Legal's)
 * with the finding it filed on the claim. The Judge's refined queries are searched on re-investigation.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import { NewsEvidenceSchema } from '../../../shared/domain/findingDetails';
import type { WebSearchProvider } from '../../evidence/types';
import { companyName } from '../companyName';
import { answerFromFindings, findingContext, perClaim, type FindingContext } from '../kit';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { notConsultedFinding, searchedFinding, type ReadResult } from './finding';
import { newsQueries, topicTerms } from './queries';
import { readResult } from './stance';

const RESULTS_PER_QUERY = 8;
/** Said when a request names no claim of the run. */
const NO_CLAIM = 'News/Media answers about a claim; this request names none it knows.';

async function searchClaim(
  claim: Claim,
  input: SpecialistInput,
  web: WebSearchProvider,
  ctx: SpecialistContext,
  at: FindingContext<'news_media'>
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

async function investigate(input: SpecialistInput, ctx: SpecialistContext): Promise<SpecialistOutput> {
  const web = ctx.evidence.webSearch;
  const at = findingContext('news_media', input, ctx);
  const n = input.claims.length;
  // Without search a claim is looked at for nothing: each says it was not consulted.
  const look = web ? (c: Claim) => searchClaim(c, input, web, ctx, at) : async (c: Claim) => notConsultedFinding(c, at);
  const findings = await perClaim(ctx, input.claims, look, {
    opening: web
      ? `Searching ${web.label} for coverage and controversy on ${n} claim(s) (company and topic words only).`
      : `Web search is off: no news source was consulted for ${n} claim(s); nothing is concluded from that.`,
    closing: (found) => {
      if (!web) return undefined;
      const covered = found.filter((f) => f.evidenceType === NewsEvidenceSchema.enum.news_coverage).length;
      const against = found.filter((f) => f.supportsClaim === false).length;
      return `News/Media: ${covered} claim(s) with relevant coverage, ${against} disputed by a tier 1–2 outlet.`;
    }
  });
  // A request about a claim not routed here is answered by looking at it for the answer alone.
  const infoResponses = await answerFromFindings(input.inbox, findings, {
    from: 'news_media',
    noClaim: NO_CLAIM,
    nothingOn: NO_CLAIM,
    lookAt: { claims: ctx.report.claims(), look }
  });
  return { findings, infoResponses };
}
export function createNewsAgent(): SpecialistAgent {
  return {
    id: 'news_media',
    description:
      'Looks for press, regulator and court coverage that confirms or disputes a claim (web search when switched on)',
    investigate
  };
}
