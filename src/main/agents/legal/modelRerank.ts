/**
 * The model engine's choice among the mapped candidates (issue 12 item 1, "plus the model when on").
 * The offline mapping keeps up to `RERANK_DEPTH` candidates; the model is shown the claim and each
 * candidate's id, title and requirement in the registry's words, and answers in JSON (zod through the
 * gateway's structured call: coercion, then one repair round) the ids that fit the claim, best first.
 * Only offered ids count (trimmed, normalised: "s2.29(a)(i)(3)" and "IFRS S2 29(a)(i)(3)" are read as
 * the registry id); the chosen ones go first in the model's order, the others keep the offline order
 * behind them. An answer that names no offered id, or a call the gateway gives up on, is thrown: the
 * caller keeps the offline order and marks the finding. The benchmark never reaches a model, so its
 * figures are the offline mapping's.
 */
import { z } from 'zod';
import type { Claim } from '../../../shared/domain/claim';
import { normalizeParagraphId } from '../../corpus/registry';
import type { Gateway } from '../../llm/gatewayTypes';
import type { Candidate } from './mapping';
import { ModelAnswerUnusable } from './modelAssessment';
import type { Profiles } from './profiles';

/** How many of the offline candidates the model chooses among. */
export const RERANK_DEPTH = 8;

export const RerankAnswerSchema = z.object({
  paragraph_ids: z.array(z.string().min(2)).min(1).max(RERANK_DEPTH)
});
export type RerankAnswer = z.infer<typeof RerankAnswerSchema>;

const SYSTEM = [
  'You map one claim of a corporate sustainability report to the IFRS S1/S2 paragraphs it discloses.',
  'You get candidate paragraphs (id, title, what the paragraph requires). Answer JSON {"paragraph_ids": [...]}:',
  'the ids of the candidates the claim really discloses, best first, most specific sub-paragraph before its parent; at most three.',
  'Use only the ids offered. IFRS S2 is for climate, IFRS S1 for other sustainability topics.'
].join(' ');

function promptFor(claim: Claim, offered: readonly Candidate[], profiles: Profiles): string {
  const list = offered.map((c) => {
    const e = profiles.byId.get(c.id)!.entry;
    return { id: e.id, title: e.title, requires: e.requires };
  });
  return `<claim>${claim.text}</claim>\n<candidates>\n${JSON.stringify(list)}\n</candidates>`;
}

/** The offered ids the answer names, in its order, each once. */
export function chosenIds(answer: RerankAnswer, offered: readonly Candidate[]): string[] {
  const ids = new Set(offered.map((c) => c.id));
  const out: string[] = [];
  for (const raw of answer.paragraph_ids) {
    const id = ids.has(raw.trim()) ? raw.trim() : normalizeParagraphId(raw);
    if (id && ids.has(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

/** The candidates in the model's order (its choices first, then the rest as the offline mapping ranked them); throws when unusable. */
export async function modelRerank(
  gateway: Gateway,
  claim: Claim,
  candidates: readonly Candidate[],
  profiles: Profiles,
  opts: { runId: string; signal: AbortSignal }
): Promise<{ order: Candidate[]; model: string }> {
  const offered = candidates.slice(0, RERANK_DEPTH);
  const got = await gateway.complete(
    'legal',
    { system: SYSTEM, user: promptFor(claim, offered, profiles) },
    RerankAnswerSchema,
    { runId: opts.runId, signal: opts.signal }
  );
  const chosen = chosenIds(got.value, offered);
  if (!chosen.length)
    throw new ModelAnswerUnusable(`the re-ranking named none of the ${offered.length} candidate(s) it was offered`);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const first = chosen.map((id): Candidate => ({ ...byId.get(id)!, order: 'model' }));
  return { order: [...first, ...candidates.filter((c) => !chosen.includes(c.id))], model: got.model };
}
