/** Agent identities and their run-time status, shared by pipeline, dashboard and exports. */
import { z } from 'zod';
import type { ClaimType } from './claim';

export const SpecialistIdSchema = z.enum(['legal', 'data_metrics', 'academic', 'news_media', 'geography']);
export type SpecialistId = z.infer<typeof SpecialistIdSchema>;

/** legal, data_metrics, academic, news_media, geography: the order every agent list is given in. */
export const SPECIALISTS: readonly SpecialistId[] = SpecialistIdSchema.options;

/** Distinct specialists in canonical order (output never depends on input order). */
export function sortSpecialists(agents: Iterable<SpecialistId>): SpecialistId[] {
  const set = new Set(agents);
  return SPECIALISTS.filter((a) => set.has(a));
}

/**
 * The specialists a claim of each type should be seen by (seed FRD 11 §2.5): the orchestrator's
 * default routing and the Judge's completeness check read the same table, per claim through
 * `agents/expectedAgents.ts`: Academic/Research only where the claim makes a technical assertion.
 */
export const EXPECTED_AGENTS: Readonly<Record<ClaimType, readonly SpecialistId[]>> = {
  geographic: ['geography', 'legal'],
  quantitative: ['data_metrics', 'legal'],
  legal_governance: ['legal'],
  strategic: ['legal', 'academic', 'news_media'],
  environmental: ['academic', 'geography', 'data_metrics']
};

export const AgentIdSchema = z.enum([
  'claims',
  'orchestrator',
  'legal',
  'data_metrics',
  'academic',
  'news_media',
  'geography',
  'judge'
]);
export type AgentId = z.infer<typeof AgentIdSchema>;

export const AgentStatusSchema = z.enum(['idle', 'working', 'completed', 'error']);
