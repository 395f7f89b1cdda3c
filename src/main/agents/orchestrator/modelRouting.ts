/**
 * Model refinement of the routing (model engine only): the model sees a batch of claims with the
 * agents the rules chose and may ADD specialists with a reason; it can never remove one, so the
 * rule-based floor always holds. It cannot add Academic/Research to a claim without a technical
 * assertion (agents/expectedAgents.ts): the agent investigates on its own cues and would find nothing. A batch that fails or answers badly keeps its rule-based routing.
 */
import { z } from 'zod';
import { SpecialistIdSchema, sortSpecialists } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import type { RoutingDecision } from '../../../shared/domain/pipeline';
import type { Gateway } from '../../llm/gatewayTypes';
import { mayInvestigate } from '../expectedAgents';
import type { RoutingRefiner } from './refiner';

const ROUTING_PROMPT_VERSION = 'routing-1';
const BATCH = 20;

const AnswerSchema = z.object({
  routes: z.array(
    z.object({ claimId: z.string(), add: z.array(z.string()).default([]), reason: z.string().default('') })
  )
});

const SYSTEM = [
  'You route claims from a corporate sustainability report to specialist verifiers.',
  'Specialists: legal (IFRS S1/S2 disclosure requirements, governance, compliance), data_metrics (arithmetic, units, consistency of figures),',
  'academic (scientific methods, benchmarks, targets against research), news_media (public reporting that may confirm or dispute the claim),',
  'geography (places, sites, land use, physical exposure).',
  'Each claim already has the specialists the rules chose. Name only ADDITIONAL specialists that clearly have something to check, with a short reason.',
  'Answer JSON: {"routes":[{"claimId":"…","add":["…"],"reason":"…"}]}. Omit claims that need nothing more.'
].join('\n');

export function createModelRouter(gateway: Gateway): RoutingRefiner {
  return {
    async refine(claims, decisions, available, signal) {
      const byId = new Map(claims.map((c) => [c.id, c]));
      const out = new Map(decisions.map((d) => [d.claimId, d]));
      const batches: RoutingDecision[][] = [];
      for (let i = 0; i < decisions.length; i += BATCH) batches.push(decisions.slice(i, i + BATCH));
      await Promise.all(
        batches.map(async (batch) => {
          const lines = batch.map((d) => {
            const c = byId.get(d.claimId) as Claim;
            return JSON.stringify({ claimId: d.claimId, type: c.type, text: c.text.slice(0, 600), agents: d.agents });
          });
          try {
            const r = await gateway.complete('routing', { system: SYSTEM, user: lines.join('\n') }, AnswerSchema, {
              signal
            });
            for (const route of r.value.routes) {
              const d = out.get(route.claimId);
              if (!d || !batch.includes(d)) continue;
              const claim = byId.get(d.claimId) as Claim;
              // Academic only where it has something technical to investigate: it would answer "nothing technical" anywhere else.
              const add = route.add.flatMap((a) => {
                const p = SpecialistIdSchema.safeParse(a);
                return p.success &&
                  !d.agents.includes(p.data) &&
                  !d.unavailable.includes(p.data) &&
                  mayInvestigate(p.data, claim)
                  ? [p.data]
                  : [];
              });
              if (!add.length) continue;
              const usable = add.filter((a) => available.has(a));
              const missing = add.filter((a) => !available.has(a));
              out.set(d.claimId, {
                ...d,
                agents: sortSpecialists([...d.agents, ...usable]),
                unavailable: sortSpecialists([...d.unavailable, ...missing]),
                reason: `${d.reason}; model (${r.model}, ${ROUTING_PROMPT_VERSION}) added ${add.join(', ')}: ${route.reason.slice(0, 300)}`
              });
            }
          } catch (err) {
            if (signal.aborted) throw err;
            // The batch keeps its rule-based routing; the orchestrator logs nothing per batch to keep the log readable.
          }
        })
      );
      return decisions.map((d) => out.get(d.claimId) as RoutingDecision);
    }
  };
}
