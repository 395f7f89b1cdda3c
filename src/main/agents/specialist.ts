/**
 * The contract every specialist agent (legal, data_metrics, academic, news_media, geography) fulfils.
 * The pipeline hands an agent the claims routed to it this cycle (with the Judge's refined queries on
 * re-investigation), the info requests addressed to it and the answers to its own; the agent returns
 * findings, gaps, requests and answers. Agents never import each other or IPC; they report progress
 * through `ctx.emit` (agent_thinking, consistency_check, gap_scan_progress) and the runner announces their results.
 * Every specialist is built on the kit (`kit/`): one finding context, one per-claim loop, one way to answer.
 */
import type { SpecialistId } from '../../shared/domain/agents';
import type { Claim } from '../../shared/domain/claim';
import type { Engine } from '../../shared/domain/provenance';
import type {
  DisclosureGap,
  Finding,
  GapPillar,
  InfoRequest,
  InfoResponse,
  ReportFinding
} from '../../shared/domain/finding';
import type { MetricCheck } from '../../shared/domain/findingDetails';
import type { RunConfig } from '../../shared/domain/pipeline';
import type { Gateway } from '../llm/gatewayTypes';
import type { Logger } from '../log';
import type { AgentReads } from './readContext';

export interface SpecialistInput {
  cycle: number;
  claims: Claim[];
  /** Refined queries per claim id (from the Judge's re-investigation requests). */
  queries: Record<string, string[]>;
  /** Open info requests addressed to this agent. */
  inbox: InfoRequest[];
  /** Answers other agents gave to this agent's earlier requests. */
  answers: InfoResponse[];
  /** Findings so far on these claims, from every agent and cycle. */
  priorFindings: Finding[];
}

export interface SpecialistOutput {
  findings: Finding[];
  gaps?: DisclosureGap[];
  /** Whole-report checks that belong to no single claim (a gap scan, table totals). */
  reportFindings?: ReportFinding[];
  infoRequests?: InfoRequest[];
  infoResponses?: InfoResponse[];
}

/** Progress events an agent may emit while it works (results are announced by the runner). */
export type AgentProgress =
  | { type: 'agent_thinking'; text: string; claimId?: string }
  | { type: 'consistency_check'; claimId: string | null; check: MetricCheck }
  /** Legal's gap scan: leaf paragraphs of one pillar scanned so far, of its total. */
  | { type: 'gap_scan_progress'; pillar: GapPillar; done: number; total: number };

/**
 * What an agent is handed: its run, a time-limited signal, the gateway, and read-only access to the
 * report, the corpus and the outbound door (`AgentReads`). No store is writable from here: results go
 * back as the agent's output and the runner checks and persists them.
 */
export interface SpecialistContext extends AgentReads {
  runId: string;
  reportId: string;
  /**
   * An object that lives exactly as long as the pipeline run (absent outside one): what an agent keeps
   * for the run (`runMemo.ts`) is dropped with it.
   */
  runScope?: object;
  engine: Engine;
  config: RunConfig;
  /** Aborts on cancel and when the agent's time limit expires. */
  signal: AbortSignal;
  /** The model gateway when the model engine is on; null offline. */
  gateway: Gateway | null;
  log: Logger;
  emit(progress: AgentProgress): void;
  /** Runs `work` for each item with at most `config.agentConcurrency` in flight; results in input order. */
  mapLimit<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]>;
}

export interface SpecialistAgent {
  id: SpecialistId;
  /** What the agent checks, in one line (shown on the dashboard). */
  description: string;
  investigate(input: SpecialistInput, ctx: SpecialistContext): Promise<SpecialistOutput>;
}

/** A stable finding id: the same agent, claim, cycle and ordinal always give the same id. */
export const findingId = (
  runId: string,
  agent: SpecialistId,
  claimId: string,
  cycle: number,
  ordinal: number
): string => `fnd_${runId.replace(/^run_/, '')}_${agent}_${claimId}_c${cycle}_${ordinal}`;
