/**
 * The pipeline's state, declared once with a reducer per field. Nodes return partial updates; the
 * runner folds them in with `applyUpdate`. Collections merge by a key, so folding the same update twice
 * (a node re-run after a crash, a checkpoint replayed on resume) changes nothing: that is what keeps
 * resumed runs free of duplicates. Everything here is plain JSON.
 */
import type { AgentId, SpecialistId } from '../../shared/domain/agents';
import type { Claim } from '../../shared/domain/claim';
import type {
  DisclosureGap,
  Finding,
  InfoRequest,
  InfoResponse,
  ReinvestigationRequest,
  ReportFinding,
  Verdict
} from '../../shared/domain/finding';
import type { Stage } from '../../shared/domain/events';
import type { AgentRun, RoutingDecision, RunConfig } from '../../shared/domain/pipeline';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';

/** Work for one specialist in one cycle: claims, with the refined queries of a re-investigation. */
export interface Assignment {
  claimId: string;
  queries: string[];
}

export interface PipelineState {
  runId: string;
  reportId: string;
  config: RunConfig;
  stage: Stage;
  /** The investigation cycle in progress (1-based). */
  cycle: number;
  claims: Claim[];
  routing: RoutingDecision[];
  /** This cycle's work per specialist (replaced by every orchestrate step). */
  assignments: Partial<Record<SpecialistId, Assignment[]>>;
  findings: Finding[];
  infoRequests: InfoRequest[];
  infoResponses: InfoResponse[];
  verdicts: Verdict[];
  /** Every re-investigation request the Judge filed; `cycle` is the cycle it judged (open: the current one). */
  reinvestigation: ReinvestigationRequest[];
  gaps: DisclosureGap[];
  /** Results that belong to no single claim (whole-report checks), by id. */
  reportFindings: ReportFinding[];
  agentStatus: Partial<Record<AgentId, AgentRun>>;
  compiled: SourceOfTruth | null;
}

export type StateUpdate = Partial<Omit<PipelineState, 'runId' | 'reportId' | 'config'>>;

type Reducer<K extends keyof PipelineState> = (
  current: PipelineState[K],
  update: NonNullable<PipelineState[K]>
) => PipelineState[K];

/** Keeps order of first appearance; a later item with the same key replaces the earlier one in place. */
function mergeBy<T>(key: (item: T) => string): (current: T[], update: T[]) => T[] {
  return (current, update) => {
    const index = new Map(current.map((item, i) => [key(item), i]));
    const out = current.slice();
    for (const item of update) {
      const k = key(item);
      const at = index.get(k);
      if (at === undefined) {
        index.set(k, out.length);
        out.push(item);
      } else out[at] = item;
    }
    return out;
  };
}

const last = <T>(_: T, update: T): T => update;

const REDUCERS: { [K in keyof StateUpdate]-?: Reducer<K> } = {
  stage: last,
  cycle: last,
  claims: mergeBy((c: Claim) => c.id),
  routing: mergeBy((r: RoutingDecision) => `${r.claimId}@${r.cycle}`),
  assignments: last,
  findings: mergeBy((f: Finding) => f.id),
  infoRequests: mergeBy((r: InfoRequest) => r.id),
  infoResponses: mergeBy((r: InfoResponse) => `${r.requestId}<${r.from}`),
  // One verdict per claim: a later cycle's verdict supersedes the earlier one.
  verdicts: mergeBy((v: Verdict) => v.claimId),
  reinvestigation: mergeBy((r: ReinvestigationRequest) => `${r.claimId}@${r.cycle}`),
  gaps: mergeBy((g: DisclosureGap) => g.id),
  reportFindings: mergeBy((f: ReportFinding) => f.id),
  agentStatus: (current, update) => ({ ...current, ...update }),
  compiled: last
};

export function initialState(runId: string, reportId: string, config: RunConfig): PipelineState {
  return {
    runId,
    reportId,
    config,
    stage: 'claims',
    cycle: 1,
    claims: [],
    routing: [],
    assignments: {},
    findings: [],
    infoRequests: [],
    infoResponses: [],
    verdicts: [],
    reinvestigation: [],
    gaps: [],
    reportFindings: [],
    agentStatus: {},
    compiled: null
  };
}

export function applyUpdate(state: PipelineState, update: StateUpdate): PipelineState {
  const next = { ...state };
  for (const key of Object.keys(update) as (keyof StateUpdate)[]) {
    const value = update[key];
    if (value === undefined) continue;
    const reduce = REDUCERS[key] as Reducer<typeof key>;
    (next as Record<string, unknown>)[key] = reduce(state[key] as never, value as never);
  }
  return next;
}

/** The Judge's requests from the cycle just judged (what the next orchestrate pass routes). */
/** The cycle the orchestrate node works in: coming back from the Judge opens the next one. */
export function nextCycle(state: Pick<PipelineState, 'stage' | 'cycle'>): number {
  return state.stage === 'judge' ? state.cycle + 1 : state.cycle;
}

export function openReinvestigations(
  state: Pick<PipelineState, 'reinvestigation' | 'cycle'>
): ReinvestigationRequest[] {
  return state.reinvestigation.filter((r) => r.cycle === state.cycle);
}

/** Info requests not yet answered by every agent they were sent to. */
export function openInfoRequests(state: Pick<PipelineState, 'infoRequests' | 'infoResponses'>): InfoRequest[] {
  const answered = new Set(state.infoResponses.map((r) => `${r.requestId}<${r.from}`));
  return state.infoRequests.filter((q) => q.to.some((to) => !answered.has(`${q.id}<${to}`)));
}

/**
 * Requests answered in the cycle just run, by the agent that asked: it ran before the answer existed,
 * so the next cycle hands it the answer (and the request's claim) to read.
 */
export function freshAnswers(
  state: Pick<PipelineState, 'infoRequests' | 'infoResponses' | 'cycle'>
): Array<{ request: InfoRequest; response: InfoResponse }> {
  return state.infoResponses.flatMap((response) => {
    const request = state.infoRequests.find((q) => q.id === response.requestId);
    return request && response.cycle === state.cycle && request.from !== response.from ? [{ request, response }] : [];
  });
}
