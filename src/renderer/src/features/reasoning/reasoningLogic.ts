/**
 * Pure readings behind the reasoning panel: a claim's entry and the paragraph wording in a compiled
 * Source of Truth, and a claim's evidence chain cycle by cycle, from the compiled entry or, while a
 * run has not compiled, from the run's own events.
 */
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { Finding, ReinvestigationRequest } from '../../../../shared/domain/finding';
import type { ClaimEntry, SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';

export interface ParagraphText {
  title: string;
  requirement: string;
}

/** The document's claim entries by claim id. */
export function entryIndex(doc: SourceOfTruth | null): ReadonlyMap<string, ClaimEntry> {
  const out = new Map<string, ClaimEntry>();
  for (const p of doc?.pillars ?? []) for (const e of p.claims) out.set(e.claim.id, e);
  return out;
}

/** The registry wording of every paragraph the document's cross-map lists. */
export function paragraphIndex(doc: SourceOfTruth | null): ReadonlyMap<string, ParagraphText> {
  return new Map((doc?.crossMap ?? []).map((r) => [r.paragraphId, { title: r.title, requirement: r.requirement }]));
}

/** "Title: what it requires" for a paragraph's tooltip, or null while its wording is unknown. */
export const paragraphHint = (p: ParagraphText | undefined): string | null =>
  p ? (p.requirement ? `${p.title}: ${p.requirement}` : p.title) : null;

export interface ChainCycle {
  cycle: number;
  /** Specialists the claim was routed to in this cycle. */
  routedTo: string[];
  reason: string;
  /** Findings of the cycle, grouped by agent in order of first appearance. */
  byAgent: { agent: string; findings: Finding[] }[];
  /** What the Judge asked for after this cycle, if anything. */
  reinvestigation: ReinvestigationRequest | null;
}

function groupByAgent(findings: readonly Finding[]): ChainCycle['byAgent'] {
  const out: ChainCycle['byAgent'] = [];
  for (const f of findings) {
    const group = out.find((g) => g.agent === f.agent);
    if (group) group.findings.push(f);
    else out.push({ agent: f.agent, findings: [f] });
  }
  return out;
}

/** The compiled chain of one claim: every cycle it was routed in or has findings of. */
export function chainOfEntry(entry: ClaimEntry): ChainCycle[] {
  const cycles = [...new Set([...entry.chain.map((s) => s.cycle), ...entry.findings.map((f) => f.cycle)])].sort(
    (a, b) => a - b
  );
  return cycles.map((cycle) => {
    const step = entry.chain.find((s) => s.cycle === cycle);
    return {
      cycle,
      routedTo: step?.routedTo ?? [],
      reason: step?.routingReason ?? '',
      byAgent: groupByAgent(entry.findings.filter((f) => f.cycle === cycle)),
      reinvestigation: step?.reinvestigation ?? null
    };
  });
}

/**
 * One claim's chain read from a run's events (in seq order): routings (their cycle is the stage's
 * at the time), findings, and the Judge's re-investigation requests. Later findings of an id replace
 * earlier ones (a node run again after a resume).
 */
export function chainOfEvents(events: readonly PipelineEvent[], claimId: string): ChainCycle[] {
  const cycles = new Map<number, ChainCycle>();
  const at = (cycle: number): ChainCycle => {
    let c = cycles.get(cycle);
    if (!c) cycles.set(cycle, (c = { cycle, routedTo: [], reason: '', byAgent: [], reinvestigation: null }));
    return c;
  };
  const findings = new Map<string, Finding>();
  let cycle = 1;
  for (const e of events) {
    if (e.type === 'stage_changed') cycle = e.cycle;
    else if (e.type === 'claim_routed' && e.claimId === claimId)
      Object.assign(at(cycle), { routedTo: e.agents, reason: e.reason });
    else if (e.type === 'evidence_found' && e.finding.claimId === claimId) findings.set(e.finding.id, e.finding);
    else if (e.type === 'reinvestigation' && e.request.claimId === claimId)
      at(e.request.cycle).reinvestigation = e.request;
  }
  for (const f of findings.values()) at(f.cycle);
  return [...cycles.values()]
    .sort((a, b) => a.cycle - b.cycle)
    .map((c) => ({ ...c, byAgent: groupByAgent([...findings.values()].filter((f) => f.cycle === c.cycle)) }));
}

/** Adds events to a run's list: one per seq, in seq order (a replay and live batches may overlap). */
export function mergeEvents(
  list: readonly PipelineEvent[],
  incoming: readonly PipelineEvent[]
): readonly PipelineEvent[] {
  const last = list.length ? list[list.length - 1]!.seq : -1;
  const fresh = incoming.filter((e) => e.seq > last);
  if (fresh.length === incoming.length && fresh.every((e, i) => i === 0 || e.seq > fresh[i - 1]!.seq)) {
    return fresh.length ? [...list, ...fresh] : list;
  }
  const bySeq = new Map(list.map((e) => [e.seq, e]));
  let changed = false;
  for (const e of incoming) {
    if (bySeq.has(e.seq)) continue;
    bySeq.set(e.seq, e);
    changed = true;
  }
  return changed ? [...bySeq.values()].sort((a, b) => a.seq - b.seq) : list;
}
