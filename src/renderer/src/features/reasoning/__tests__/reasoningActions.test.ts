import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PipelineEvent } from '../../../../../shared/domain/events';

const request = vi.fn();
vi.mock('../../../ipc/client', () => ({
  request: (...args: unknown[]) => request(...args),
  on: () => () => undefined
}));

const actions = await import('../reasoningActions');
const { reasoningStore, initialReasoningState } = await import('../reasoningStore');

const REPORT = 'rpt_0123456789abcdef';
const RUN = 'run_00000000-0000-0000-0000-000000000001';
const ev = (seq: number, runId = RUN): PipelineEvent => ({
  type: 'stage_changed',
  stage: 'judge',
  cycle: 1,
  runId,
  seq,
  ts: '2025-01-01T00:00:00.000Z'
});
const entry = () => reasoningStore.getState().reports[REPORT];

beforeEach(() => {
  request.mockReset();
  reasoningStore.setState(initialReasoningState, true);
});

describe('following a run for the event log', () => {
  it('replays the stored events, merges live batches once each, and ignores other runs', async () => {
    request.mockResolvedValueOnce({ run: {}, events: [ev(0), ev(1), ev(2)], active: true });
    const following = actions.followRunEvents(REPORT, RUN);
    actions.handleReasoningBatch({ runId: RUN, events: [ev(2), ev(3)] });
    await following;
    expect(request).toHaveBeenCalledWith('analysis.attach', { runId: RUN, afterSeq: -1 });
    expect(entry()?.events.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
    actions.handleReasoningBatch({
      runId: 'run_00000000-0000-0000-0000-000000000009',
      events: [ev(4, 'run_00000000-0000-0000-0000-000000000009')]
    });
    expect(entry()?.events).toHaveLength(4);
    await actions.followRunEvents(REPORT, RUN);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says why the events could not be read', async () => {
    request.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 'NOT_FOUND' }));
    await actions.followRunEvents(REPORT, RUN);
    expect(entry()?.eventsError).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('paragraph wording', () => {
  it('asks the registry once per id and remembers an unknown paragraph as such', async () => {
    request.mockImplementation(async (_route: string, input: { paragraphId: string }) => {
      if (input.paragraphId === 'S9.99')
        throw Object.assign(new Error('no such paragraph'), { code: 'UNKNOWN_PARAGRAPH' });
      return { entry: { title: 'Scope 1', requires: 'gross Scope 1 emissions' }, official: [] };
    });
    await actions.lookupParagraphs(['S2.29(a)(i)(1)', 'S9.99']);
    await actions.lookupParagraphs(['S2.29(a)(i)(1)']);
    expect(request).toHaveBeenCalledTimes(2);
    expect(reasoningStore.getState().paragraphs).toEqual({
      'S2.29(a)(i)(1)': { title: 'Scope 1', requirement: 'gross Scope 1 emissions' },
      'S9.99': null
    });
  });
});
