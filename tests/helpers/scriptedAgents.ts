/**
 * Scripted specialists for the pipeline tests (never registered in the product): each behaves as a
 * script says per cycle: support, contradict, stay inconclusive, ask another agent, fail, or hang
 * until its time limit.
 */
import type { SpecialistId } from '../../src/shared/domain/agents';
import type { Claim } from '../../src/shared/domain/claim';
import {
  FindingSchema,
  ReportFindingSchema,
  type Finding,
  type InfoRequest,
  type InfoResponse,
  type ReportFinding
} from '../../src/shared/domain/finding';
import { findingId, type SpecialistAgent, type SpecialistInput } from '../../src/main/agents/specialist';

export type Behaviour = 'support' | 'contradict' | 'inconclusive' | 'fail' | 'hang';

export interface Script {
  /** Behaviour per cycle (the last entry repeats). */
  cycles: Behaviour[];
  /** When the agent got refined queries for a claim, behave like this instead. */
  onQueries?: Behaviour;
  /** Posts one info request to this agent in its first cycle. */
  ask?: SpecialistId;
  confidence?: Finding['confidence'];
  /** In its first cycle, Legal files a whole-report gap scan and Data/Metrics a table-totals check. */
  reportWide?: boolean;
}

export interface ScriptLog {
  calls: { agent: SpecialistId; cycle: number; claims: number; queries: number; inbox: number; answers: number }[];
}

export function scriptedAgent(id: SpecialistId, script: Script, log: ScriptLog = { calls: [] }): SpecialistAgent {
  return {
    id,
    description: `scripted ${id} (tests only)`,
    async investigate(input: SpecialistInput, ctx) {
      log.calls.push({
        agent: id,
        cycle: input.cycle,
        claims: input.claims.length,
        queries: Object.keys(input.queries).length,
        inbox: input.inbox.length,
        answers: input.answers.length
      });
      const base = script.cycles[Math.min(input.cycle - 1, script.cycles.length - 1)] ?? 'support';
      if (base === 'fail') throw new Error(`${id} could not reach its evidence source`);
      if (base === 'hang') {
        await new Promise((_, reject) =>
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true })
        );
      }
      const findings = await ctx.mapLimit(input.claims, async (claim: Claim, i) => {
        const behaviour = input.queries[claim.id]?.length && script.onQueries ? script.onQueries : base;
        ctx.emit({ type: 'agent_thinking', text: `checking claim ${i + 1}`, claimId: claim.id });
        return finding(id, ctx.runId, claim, input.cycle, behaviour, script.confidence ?? 'high');
      });
      const infoRequests: InfoRequest[] =
        script.ask && input.cycle === 1
          ? [
              {
                id: `req_${id}_1`,
                from: id,
                to: [script.ask],
                claimId: input.claims[0]?.id ?? null,
                question: `What does ${script.ask} know about the first claim?`,
                cycle: 1
              }
            ]
          : [];
      const infoResponses: InfoResponse[] = input.inbox.map((q) => ({
        requestId: q.id,
        from: id,
        answer: `${id} answers: nothing contradicts it`,
        findingIds: []
      }));
      const reportFindings = script.reportWide && input.cycle === 1 ? reportWide(id, ctx.runId, input.claims[0]) : [];
      return { findings, infoRequests, infoResponses, reportFindings };
    }
  };
}

/** The kind of evidence each scripted agent files: one its real counterpart files when it found something. */
const SCRIPTED_EVIDENCE: Record<SpecialistId, Finding['evidenceType']> = {
  legal: 'ifrs_compliance',
  data_metrics: 'consistency_checks',
  academic: 'research_corpus',
  news_media: 'news_coverage',
  geography: 'locations_resolved'
};

function finding(
  agent: SpecialistId,
  runId: string,
  claim: Claim,
  cycle: number,
  behaviour: Behaviour,
  confidence: Finding['confidence']
): Finding {
  const supports = behaviour === 'support' ? true : behaviour === 'contradict' ? false : null;
  const reportSource = {
    kind: 'report' as const,
    ref: `${claim.reportId}#page=${claim.sourcePage}`,
    page: claim.sourcePage
  };
  return FindingSchema.parse({
    id: findingId(runId, agent, claim.id, cycle, 0),
    runId,
    claimId: claim.id,
    agent,
    evidenceType: SCRIPTED_EVIDENCE[agent],
    summary: `${agent} ${behaviour === 'support' ? 'corroborates' : behaviour === 'contradict' ? 'disputes' : 'could not settle'} the claim on page ${claim.sourcePage}`,
    details: scriptedDetails(agent, claim, supports, reportSource),
    supportsClaim: supports,
    confidence: behaviour === 'inconclusive' ? 'low' : confidence,
    cycle,
    provenance: { engine: 'offline', sources: [reportSource] }
  });
}

/** Details of the agent's own shape, consistent with the behaviour (what a real specialist would file). */
function scriptedDetails(
  agent: SpecialistId,
  claim: Claim,
  supports: boolean | null,
  at: { kind: 'report'; ref: string; page: number }
): unknown {
  switch (agent) {
    case 'legal':
      return {
        ifrsMappings: claim.preliminaryIfrs.map((paragraphId) => ({
          paragraphId,
          status: supports === false ? 'not_met' : 'met',
          evidence: at
        }))
      };
    case 'data_metrics':
      return {
        checks: [
          {
            checkName: 'scope_addition',
            result: supports ? 'pass' : 'fail',
            severity: 'high',
            message: `figures on page ${claim.sourcePage} add up`,
            sources: [at]
          }
        ]
      };
    case 'academic':
      return {
        references: [
          {
            title: 'GHG Protocol Corporate Standard',
            kind: 'standard',
            tier: 1,
            url: 'https://ghgprotocol.org/corporate-standard'
          }
        ]
      };
    case 'news_media':
      return {
        sources:
          supports === null
            ? []
            : [
                {
                  outlet: 'Example Wire',
                  url: `https://news.example.org/${claim.id}`,
                  tier: 2,
                  stance: supports ? 'supports' : 'contradicts'
                }
              ],
        contradictionType: supports === false ? 'direct' : null
      };
    case 'geography':
      return { locations: [{ name: 'Reported site', country: 'NL', latitude: 52.37, longitude: 4.9, source: at }] };
  }
}

/** Whole-report results of the two agents that have them (none for the others). */
function reportWide(agent: SpecialistId, runId: string, claim: Claim | undefined): ReportFinding[] {
  if (!claim || (agent !== 'legal' && agent !== 'data_metrics')) return [];
  const at = { kind: 'report' as const, ref: `${claim.reportId}#page=${claim.sourcePage}`, page: claim.sourcePage };
  const common = {
    id: `rpf_${runId}_${agent}`,
    runId,
    confidence: 'medium',
    cycle: 1,
    provenance: { engine: 'offline', sources: [at] }
  };
  return [
    ReportFindingSchema.parse(
      agent === 'legal'
        ? {
            ...common,
            agent,
            evidenceType: 'gap_scan',
            summary: 'S2.29(a)(vi) is not addressed anywhere in the report',
            outcome: 'fail',
            details: {
              subRequirements: [
                { paragraphId: 'S2.29(a)(vi)', requirement: 'Scope 3 categories included', addressed: false }
              ]
            }
          }
        : {
            ...common,
            agent,
            evidenceType: 'scope_addition',
            summary: 'the emissions table adds up',
            outcome: 'pass',
            details: {
              checks: [
                {
                  checkName: 'scope_addition',
                  result: 'pass',
                  severity: 'high',
                  message: 'scopes add up to the total',
                  computation: '12.1 + 8.4 + 3.3 = 23.8',
                  sources: [at]
                }
              ]
            }
          }
    )
  ];
}

export const ALL: readonly SpecialistId[] = ['legal', 'data_metrics', 'academic', 'news_media', 'geography'];

export const team = (script: Script, log?: ScriptLog, ids: readonly SpecialistId[] = ALL): SpecialistAgent[] =>
  ids.map((id) => scriptedAgent(id, script, log));
