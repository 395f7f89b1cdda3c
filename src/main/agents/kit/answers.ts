/**
 * How an agent answers the requests addressed to it, from the findings it filed: each request gets
 * the ids of the agent's findings on the claim it names and an answer. By default the answer is the
 * summary of that finding; a claim the agent was not routed can be looked at for the answer alone
 * (`lookAt`), otherwise the agent's own words say it has nothing on it, or that no claim was named.
 * An agent whose answers carry more (whole-report checks, requirements, benchmarks) gives its own
 * per-request `format`. Requests are answered one at a time, in inbox order.
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import type { InfoRequest, InfoResponse } from '../../../shared/domain/finding';

/** What an answer reads of a finding. */
export interface Filed {
  id: string;
  claimId: string;
  summary: string;
}

interface From {
  from: SpecialistId;
}

/** Answers from the finding's summary, in the agent's words when there is none. */
export interface FromSummary extends From {
  /** The request names no claim. */
  noClaim: string;
  /** The request names a claim the agent filed nothing on (and did not look at). */
  nothingOn: string;
  /** A claim of the run not routed to the agent, looked at for the answer alone. */
  lookAt?: { claims: readonly Claim[]; look(claim: Claim): Promise<{ summary: string }> };
}

/** Answers each request in the agent's own way, from its findings on the claim the request names. */
export interface Formatted<F extends Filed> extends From {
  format(request: InfoRequest, mine: readonly F[]): string | Promise<string>;
}

async function fromSummary(how: FromSummary, q: InfoRequest, mine: readonly Filed[]): Promise<string> {
  if (mine[0]) return mine[0].summary;
  if (!q.claimId) return how.noClaim;
  const claim = how.lookAt?.claims.find((c) => c.id === q.claimId);
  return claim ? (await how.lookAt!.look(claim)).summary : how.nothingOn;
}

export async function answerFromFindings<F extends Filed>(
  inbox: readonly InfoRequest[],
  findings: readonly F[],
  how: FromSummary | Formatted<F>
): Promise<InfoResponse[]> {
  const out: InfoResponse[] = [];
  for (const q of inbox) {
    const mine = q.claimId === null ? [] : findings.filter((f) => f.claimId === q.claimId);
    const answer = 'format' in how ? await how.format(q, mine) : await fromSummary(how, q, mine);
    out.push({ requestId: q.id, from: how.from, answer, findingIds: mine.map((f) => f.id) });
  }
  return out;
}
