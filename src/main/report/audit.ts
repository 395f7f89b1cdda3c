/**
 * The audit trail of a run, in a reader's words and time order: when it started, each stage and
 * cycle, agents that failed or finished, the Judge's re-investigation requests counted per cycle, the
 * end of the run, each analyst override, and the export itself. Pure: events and overrides in,
 * entries out.
 */
import type { PipelineEvent } from '../../shared/domain/events';
import type { Override } from '../../shared/domain/override';
import type { AuditEntry } from '../../shared/domain/reportExtras';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { agentText, gapStatusText, verdictText } from '../../shared/report/labels';

function eventEntry(e: PipelineEvent): AuditEntry | null {
  switch (e.type) {
    case 'stage_changed':
      return { at: e.ts, kind: 'stage', text: `Cycle ${e.cycle}: ${e.stage} stage` };
    case 'agent_status':
      if (e.status !== 'error' && e.status !== 'completed') return null;
      return {
        at: e.ts,
        kind: 'agent',
        text:
          `${agentText(e.agent)} ` +
          `${e.status === 'error' ? 'failed' : 'completed'}${e.message ? `: ${e.message}` : ''}`
      };
    case 'run_completed':
      return {
        at: e.ts,
        kind: 'run',
        text: `Run completed: ${['claims', 'verdicts', 'findings', 'gaps', 'cycles']
          .filter((k) => e.summary[k] !== undefined)
          .map((k) => `${e.summary[k]} ${k}`)
          .join(', ')}`
      };
    case 'run_failed':
      return { at: e.ts, kind: 'run', text: `Run failed: ${e.error.code} ${e.error.message}` };
    default:
      return null;
  }
}

/** Re-investigation requests become one entry per cycle (the first request's time), not one per claim. */
function reinvestigations(events: readonly PipelineEvent[]): AuditEntry[] {
  const byCycle = new Map<number, { at: string; n: number; agents: Set<string> }>();
  for (const e of events) {
    if (e.type !== 'reinvestigation') continue;
    const c = byCycle.get(e.request.cycle) ?? { at: e.ts, n: 0, agents: new Set<string>() };
    c.n += 1;
    for (const a of e.request.targetAgents) c.agents.add(agentText(a));
    byCycle.set(e.request.cycle, c);
  }
  return [...byCycle].map(([cycle, c]) => ({
    at: c.at,
    kind: 'run' as const,
    text: `Judge sent ${c.n} claim${c.n === 1 ? '' : 's'} back after cycle ${cycle} (to ${[...c.agents].join(', ')})`
  }));
}

function overrideEntry(o: Override): AuditEntry {
  const what =
    o.kind === 'verdict'
      ? o.value === null
        ? `withdrew the override of claim ${o.targetId} (the Judge’s ${verdictText(o.original)} stands)`
        : `changed the verdict of claim ${o.targetId} from ${verdictText(o.original)} to ${verdictText(o.value)}`
      : o.value === null
        ? `withdrew the dismissal of gap ${o.targetId}`
        : `dismissed gap ${o.targetId} (${gapStatusText(o.original)})`;
  return { at: o.at, kind: 'override', text: `${o.analyst} ${what}: ${o.note}` };
}

export function auditTrail(
  doc: SourceOfTruth,
  events: readonly PipelineEvent[],
  overrides: readonly Override[],
  exportedAt: string,
  preparedBy: string | null
): AuditEntry[] {
  const entries: AuditEntry[] = [
    {
      at: doc.run.startedAt,
      kind: 'run',
      text: `Run ${doc.run.id} started: ${doc.run.config.engine} engine, at most ${doc.run.config.maxCycles} cycles`
    },
    ...events.map(eventEntry).filter((e): e is AuditEntry => e !== null),
    ...reinvestigations(events),
    {
      at: doc.run.compiledAt,
      kind: 'run',
      text:
        `Source of Truth compiled: ${doc.summary.claims} claims, ` +
        `${doc.summary.findings} findings, ${doc.summary.gaps} gaps`
    },
    ...overrides.map(overrideEntry),
    { at: exportedAt, kind: 'export', text: `Exported${preparedBy ? ` by ${preparedBy}` : ''}` }
  ];
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
