/**
 * The agent dashboard's projection of one analysis run: the one reducer (stores/runFold.ts) for the
 * run's status, stage, cycle and verdicts, extended with what the dashboard draws per node of
 * PIPELINE_GRAPH (status, claims, latest reasoning line, findings), the info requests between agents,
 * the Judge's re-investigation rounds and the step counts the progress line reads. Pure: the same
 * persisted events give the same view live and after a reload; seqs already folded are skipped and
 * a batch is folded in one pass (unchanged cards keep their identity, so memoised nodes skip).
 */
import { SPECIALISTS, type AgentId, type SpecialistId } from '../../../../shared/domain/agents';
import type { PipelineEvent, Stage } from '../../../../shared/domain/events';
import type { Finding, Verdict } from '../../../../shared/domain/finding';
import type { NodeId } from '../../../../shared/domain/pipeline';
import { PIPELINE_GRAPH } from '../../../../shared/domain/pipeline';
import { emptyFold, foldRunEvents, type RunFold } from '../../stores/runFold';

export type NodeStatus = 'idle' | 'working' | 'done' | 'error' | 'unavailable';
export type Direction = 'supports' | 'contradicts' | 'inconclusive';

export interface AgentCard {
  id: NodeId;
  status: NodeStatus;
  /** The cycle of the node's latest run (0: not run yet). */
  cycle: number;
  /** Claims extracted (claims), routed in the latest routing (orchestrate, specialists), judged (judge, compile); unavailable: left uninvestigated. */
  claims: number;
  /** The cycle `claims` counts the routing of (orchestrate and specialists). */
  claimsCycle: number;
  /** Its latest reasoning line (agent_thinking). */
  thinking: string | null;
  /** Its latest status message (claim counts, findings, an error). */
  message: string | null;
  findings: number;
  /** Checks computed by code (consistency_check): how many, how many failed. */
  checks: { total: number; failed: number };
}

export interface AgentFinding {
  id: string;
  agent: SpecialistId;
  claimId: string;
  direction: Direction;
  confidence: Finding['confidence'];
  summary: string;
  evidenceType: Finding['evidenceType'];
  cycle: number;
}

/** An info request between agents and, once given, its answer. */
export interface InfoMessage {
  id: string;
  from: NodeId;
  to: readonly NodeId[];
  claimId: string | null;
  question: string;
  cycle: number;
  answer: { from: NodeId; text: string; cycle: number | null } | null;
}

/** One Judge round that sent claims back: the cycle judged and how many claims. */
export interface Reinvestigation {
  cycle: number;
  claims: number;
}

interface DashboardProgress {
  /** Steps begun (stage_changed events) and the ms timestamps of the first and latest events. */
  steps: number;
  firstTs: number | null;
  lastTs: number | null;
  /** Specialists started and finished in the current step (a specialists step's own progress). */
  stepStarted: number;
  stepFinished: number;
}

export interface DashboardView extends RunFold {
  cards: Readonly<Record<NodeId, AgentCard>>;
  /** Specialists the run has (they show as idle once routing ran); null before routing. */
  available: ReadonlySet<SpecialistId> | null;
  findings: readonly AgentFinding[];
  info: readonly InfoMessage[];
  reinvestigations: readonly Reinvestigation[];
  /** Claim texts by id, for the detail sheets. */
  claimText: Readonly<Record<string, string>>;
  progress: DashboardProgress;
}

const NO_CHECKS = { total: 0, failed: 0 };
const card = (id: NodeId): AgentCard => ({
  id,
  status: 'idle',
  cycle: 0,
  claims: 0,
  claimsCycle: 0,
  thinking: null,
  message: null,
  findings: 0,
  checks: NO_CHECKS
});

export const emptyDashboard = (
  runId: string | null = null,
  status: RunFold['status'] = runId ? 'running' : 'idle'
): DashboardView => ({
  ...emptyFold(status),
  runId,
  cards: Object.fromEntries(PIPELINE_GRAPH.nodes.map((n) => [n, card(n)])) as Record<NodeId, AgentCard>,
  available: null,
  findings: [],
  info: [],
  reinvestigations: [],
  claimText: {},
  progress: { steps: 0, firstTs: null, lastTs: null, stepStarted: 0, stepFinished: 0 }
});

/** The graph node an agent id runs as (the orchestrator is the orchestrate node). */
const nodeOfAgent = (a: AgentId): NodeId => (a === 'orchestrator' ? 'orchestrate' : a);
const isSpecialist = (n: NodeId): n is SpecialistId => (SPECIALISTS as readonly string[]).includes(n);
const STATUS: Record<string, NodeStatus> = { idle: 'idle', working: 'working', completed: 'done', error: 'error' };
const STAGE_NODE: Partial<Record<Stage, NodeId>> = { claims: 'claims', orchestrate: 'orchestrate', compile: 'compile' };

/** A batch's working copy: every collection is copied once, on its first change. */
class Draft {
  cards: Record<NodeId, AgentCard>;
  available: Set<SpecialistId> | null;
  findings: AgentFinding[] | null = null;
  /** Where each finding id sits in `findings` (built on the batch's first finding; a list search per event was quadratic). */
  findingAt: Map<string, number> | null = null;
  info: InfoMessage[] | null = null;
  infoAt: Map<string, number> | null = null;
  reinvestigations: Reinvestigation[] | null = null;
  claimText: Record<string, string> | null = null;
  progress: DashboardProgress;

  constructor(readonly from: DashboardView) {
    this.cards = { ...from.cards };
    this.available = from.available ? new Set(from.available) : null;
    this.progress = { ...from.progress };
  }

  edit(id: NodeId, patch: Partial<AgentCard>): void {
    this.cards[id] = { ...this.cards[id], ...patch };
  }

  /** One more claim routed to `id` in `cycle` (a new cycle's routing starts the count again). */
  routed(id: NodeId, cycle: number): void {
    const c = this.cards[id];
    this.edit(id, c.claimsCycle === cycle ? { claims: c.claims + 1 } : { claims: 1, claimsCycle: cycle });
  }
}

function onStage(d: Draft, e: Extract<PipelineEvent, { type: 'stage_changed' }>, prevStage: Stage | null): void {
  d.progress.steps += 1;
  d.progress.stepStarted = 0;
  d.progress.stepFinished = 0;
  // The node of the previous spine stage is done once the next stage begins.
  const prev = prevStage ? STAGE_NODE[prevStage] : undefined;
  if (prev && d.cards[prev].status === 'working') d.edit(prev, { status: 'done' });
  if (prevStage === 'orchestrate' && d.available === null) d.available = new Set();
  const node = STAGE_NODE[e.stage];
  if (node && node !== 'claims') d.edit(node, { status: 'working', cycle: e.cycle });
  if (e.stage === 'claims') d.edit('claims', { status: 'working', cycle: e.cycle });
}

function onAgentStatus(d: Draft, e: Extract<PipelineEvent, { type: 'agent_status' }>, cycle: number): void {
  const id = nodeOfAgent(e.agent);
  const status = STATUS[e.status] ?? 'idle';
  if (isSpecialist(id)) {
    (d.available ??= new Set()).add(id);
    if (status === 'done' || status === 'error') d.progress.stepFinished += 1;
  }
  d.edit(id, {
    status,
    message: e.message ?? d.cards[id].message,
    cycle: status === 'idle' ? d.cards[id].cycle : cycle
  });
}

function onFinding(d: Draft, f: Finding): void {
  const direction: Direction =
    f.supportsClaim === true ? 'supports' : f.supportsClaim === false ? 'contradicts' : 'inconclusive';
  const list = (d.findings ??= [...d.from.findings]);
  const index = (d.findingAt ??= new Map(list.map((x, i) => [x.id, i])));
  const at = index.get(f.id);
  const item: AgentFinding = {
    id: f.id,
    agent: f.agent,
    claimId: f.claimId,
    direction,
    confidence: f.confidence,
    summary: f.summary,
    evidenceType: f.evidenceType,
    cycle: f.cycle
  };
  if (at !== undefined) list[at] = item;
  else {
    index.set(f.id, list.length);
    list.push(item);
    d.edit(f.agent, { findings: d.cards[f.agent].findings + 1 });
  }
}

function onInfo(d: Draft, e: Extract<PipelineEvent, { type: 'info_request' | 'info_response' }>): void {
  const list = (d.info ??= [...d.from.info]);
  const index = (d.infoAt ??= new Map(list.map((m, i) => [m.id, i])));
  if (e.type === 'info_request') {
    const q = e.request;
    if (index.has(q.id)) return;
    index.set(q.id, list.length);
    list.push({
      id: q.id,
      from: nodeOfAgent(q.from),
      to: q.to.map(nodeOfAgent),
      claimId: q.claimId,
      question: q.question,
      cycle: q.cycle,
      answer: null
    });
    return;
  }
  const r = e.response;
  const at = index.get(r.requestId);
  if (at !== undefined)
    list[at] = { ...list[at]!, answer: { from: nodeOfAgent(r.from), text: r.answer, cycle: r.cycle ?? null } };
}

function onReinvestigation(d: Draft, cycle: number): void {
  const list = (d.reinvestigations ??= [...d.from.reinvestigations]);
  const last = list[list.length - 1];
  if (last?.cycle === cycle) list[list.length - 1] = { cycle, claims: last.claims + 1 };
  else list.push({ cycle, claims: 1 });
}

function onEnd(d: Draft, e: Extract<PipelineEvent, { type: 'run_completed' | 'run_failed' }>): void {
  const failed = e.type === 'run_failed' && e.error.code !== 'CANCELLED';
  for (const id of PIPELINE_GRAPH.nodes) {
    if (d.cards[id].status !== 'working') continue;
    if (e.type === 'run_completed') d.edit(id, { status: 'done' });
    else d.edit(id, failed ? { status: 'error', message: e.error.message } : { status: 'idle', message: 'cancelled' });
  }
}

interface Cursor {
  stage: Stage | null;
  cycle: number;
}

function apply(d: Draft, e: PipelineEvent, at: Cursor): void {
  const ts = Date.parse(e.ts);
  if (Number.isFinite(ts)) {
    d.progress.firstTs ??= ts;
    d.progress.lastTs = ts;
  }
  switch (e.type) {
    case 'stage_changed': {
      onStage(d, e, at.stage);
      at.stage = e.stage;
      at.cycle = e.cycle;
      return;
    }
    case 'agent_started': {
      const id = nodeOfAgent(e.agent);
      if (isSpecialist(id)) d.progress.stepStarted += 1;
      d.edit(id, { status: 'working', cycle: at.cycle, thinking: null });
      return;
    }
    case 'agent_status':
      return onAgentStatus(d, e, at.cycle);
    case 'agent_thinking':
      return d.edit(nodeOfAgent(e.agent), { thinking: e.text });
    case 'claim_extracted':
      (d.claimText ??= { ...d.from.claimText })[e.claim.id] = e.claim.text;
      return;
    case 'claim_routed':
      d.routed('orchestrate', at.cycle);
      for (const a of e.agents) d.routed(a, at.cycle);
      return;
    case 'evidence_found':
      return onFinding(d, e.finding);
    case 'consistency_check': {
      const c = d.cards[e.agent].checks;
      return d.edit(e.agent, {
        checks: { total: c.total + 1, failed: c.failed + (e.check.result === 'fail' ? 1 : 0) }
      });
    }
    case 'info_request':
    case 'info_response':
      return onInfo(d, e);
    case 'reinvestigation':
      return onReinvestigation(d, e.request.cycle);
    case 'run_completed':
    case 'run_failed':
      return onEnd(d, e);
    default:
      return;
  }
}

/** Counts that follow from the fold as a whole: claims seen and judged; specialists never heard of are unavailable. */
function settle(d: Draft, run: RunFold): void {
  const judged = run.counts.verdicts;
  if (d.cards.claims.claims !== run.counts.claims) d.edit('claims', { claims: run.counts.claims });
  if (d.cards.judge.claims !== judged) d.edit('judge', { claims: judged });
  if (d.cards.compile.claims !== (d.cards.compile.status === 'done' ? judged : 0))
    d.edit('compile', { claims: d.cards.compile.status === 'done' ? judged : 0 });
  if (!d.available) return;
  let verdicts: Verdict[] | null = null;
  for (const s of SPECIALISTS) {
    if (d.available.has(s)) continue;
    const left = (verdicts ??= Object.values(run.verdicts)).filter((v) => v.notInvestigated.includes(s)).length;
    if (d.cards[s].status !== 'unavailable' || d.cards[s].claims !== left)
      d.edit(s, { status: 'unavailable', claims: left, message: 'not available in this build' });
  }
}

/** Folds a batch of this view's run; returns the same view when nothing applied. */
export function foldDashboard(view: DashboardView, events: readonly PipelineEvent[]): DashboardView {
  const run = foldRunEvents(view, events);
  if (run === view) return view;
  const fresh = events.filter((e) => e.runId === view.runId && e.seq > view.lastSeq).sort((a, b) => a.seq - b.seq);
  const d = new Draft(view);
  const at: Cursor = { stage: view.stage, cycle: view.cycle };
  let seen = view.lastSeq;
  for (const e of fresh) {
    if (e.seq <= seen) continue;
    seen = e.seq;
    apply(d, e, at);
  }
  settle(d, run);
  const next: DashboardView = {
    ...view,
    ...run,
    cards: d.cards,
    available: d.available,
    findings: d.findings ?? view.findings,
    info: d.info ?? view.info,
    reinvestigations: d.reinvestigations ?? view.reinvestigations,
    claimText: d.claimText ?? view.claimText,
    progress: d.progress
  };
  return next;
}
