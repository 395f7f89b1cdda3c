/**
 * Reasoning panel workflows: read the last completed analysis (`sot.get`) when a report opens and
 * when a run completes; follow a run's events for the log (replay with `analysis.attach`, then the
 * live batches of the one `pipeline.events` subscription, merged by seq so overlaps count once);
 * look up a paragraph's wording in the registry (`corpus.show`) once per id.
 */
import type { ReportId } from '../../../../shared/domain/report';
import { request } from '../../ipc/client';
import { describeError } from '../../ipc/errorText';
import { onPipelineEvents, type EventBatch } from '../../stores/pipelineEvents';
import type { LogFilter } from './eventLog';
import { mergeEvents } from './reasoningLogic';
import { emptyReasoning, reasoningStore, type ReportReasoning } from './reasoningStore';

function update(reportId: ReportId, fn: (e: ReportReasoning) => ReportReasoning): void {
  reasoningStore.setState((s) => {
    const entry = s.reports[reportId] ?? emptyReasoning();
    const next = fn(entry);
    return next === s.reports[reportId] ? s : { reports: { ...s.reports, [reportId]: next } };
  });
}

const docGeneration = new Map<ReportId, number>();

/** Reads the report's last completed analysis; the one shown stays until the new one is read. */
export async function loadReasoningDocument(reportId: ReportId): Promise<void> {
  const gen = (docGeneration.get(reportId) ?? 0) + 1;
  docGeneration.set(reportId, gen);
  update(reportId, (e) => (e.document ? e : { ...e, docStatus: 'loading' }));
  try {
    const { document } = await request('sot.get', { reportId });
    if (docGeneration.get(reportId) !== gen) return;
    update(reportId, (e) => ({ ...e, docStatus: 'ready', document, docError: null }));
  } catch (err) {
    if (docGeneration.get(reportId) !== gen) return;
    update(reportId, (e) => ({
      ...e,
      docStatus: 'error',
      docError: describeError(err, 'The last analysis could not be read')
    }));
  }
}

/** Follows a run's events for the log: replays what is stored, live batches merge in as they come. */
export async function followRunEvents(reportId: ReportId, runId: string | null): Promise<void> {
  const current = reasoningStore.getState().reports[reportId];
  if (current?.runId === runId) return;
  update(reportId, (e) => ({ ...e, runId, events: [], eventsError: null }));
  if (!runId) return;
  try {
    const { events } = await request('analysis.attach', { runId, afterSeq: -1 });
    update(reportId, (e) => (e.runId === runId ? { ...e, events: mergeEvents(e.events, events) } : e));
  } catch (err) {
    update(reportId, (e) =>
      e.runId === runId ? { ...e, eventsError: describeError(err, 'The run’s events could not be read') } : e
    );
  }
}

export function handleReasoningBatch(batch: EventBatch): void {
  const { reports } = reasoningStore.getState();
  for (const [id, entry] of Object.entries(reports) as [ReportId, ReportReasoning | undefined][]) {
    if (entry?.runId === batch.runId) update(id, (e) => ({ ...e, events: mergeEvents(e.events, batch.events) }));
  }
}

export const subscribeReasoningEvents = (): (() => void) => onPipelineEvents(handleReasoningBatch);

const asked = new Set<string>();

/** Looks up paragraphs the panel has no wording for (once per id; unknown ids are remembered as null). */
export async function lookupParagraphs(ids: readonly string[]): Promise<void> {
  const todo = ids.filter((id) => !asked.has(id) && !(id in reasoningStore.getState().paragraphs));
  for (const id of todo) asked.add(id);
  await Promise.all(
    todo.map(async (id) => {
      try {
        const { entry } = await request('corpus.show', { paragraphId: id });
        reasoningStore.setState((s) => ({
          paragraphs: { ...s.paragraphs, [id]: { title: entry.title, requirement: entry.requires } }
        }));
      } catch (err) {
        // Not in the registry: remembered as unknown. Any other failure (store starting) is asked again later.
        if (describeError(err, '').code === 'UNKNOWN_PARAGRAPH')
          reasoningStore.setState((s) => ({ paragraphs: { ...s.paragraphs, [id]: null } }));
        else asked.delete(id);
      }
    })
  );
}

export function setLogFilter(patch: Partial<LogFilter>): void {
  reasoningStore.setState((s) => ({ filter: { ...s.filter, ...patch } }));
}
