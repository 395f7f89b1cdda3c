/**
 * The run host shared by claims runs and analysis runs: one run per report (a start during set-up is
 * refused), cancel, settled, shutdown, and its events coalesced into `pipeline.events` batches.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PipelineEvent } from '../../../shared/domain/events';
import { SibylError } from '../../../shared/ipc/errors';
import { silentLogger } from '../../log';
import { createEventBus } from '../bus';
import { createRunHost, EVENT_CADENCE_MS, type LaunchedRun, type RunLaunch } from '../runHost';

const ev = (runId: string, seq: number): PipelineEvent =>
  ({ runId, seq, ts: '2026-11-28T00:00:00Z', type: 'stage_changed', stage: 'claims', cycle: 1 }) as PipelineEvent;

/** A run the test ends by hand; `launched` resolves once the host started it. */
function controlledRun(runId: string) {
  let end!: () => void;
  let fail!: (err: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  let seen: RunLaunch | null = null;
  let setUpDone!: () => void;
  const setUp = new Promise<void>((resolve) => (setUpDone = resolve));
  const launch = async (run: RunLaunch): Promise<LaunchedRun> => {
    seen = run;
    await setUp;
    return { runId, finished };
  };
  return {
    launch,
    end,
    fail,
    setUpDone,
    get run(): RunLaunch {
      if (!seen) throw new Error('not launched yet');
      return seen;
    }
  };
}

function setup() {
  const bus = createEventBus();
  const batches: Array<{ runId: string; seqs: number[] }> = [];
  bus.subscribe((name, payload) => {
    if (name !== 'pipeline.events') return;
    const p = payload as { runId: string; events: PipelineEvent[] };
    batches.push({ runId: p.runId, seqs: p.events.map((e) => e.seq) });
  });
  return { host: createRunHost({ bus, log: silentLogger, label: 'a test run' }), batches };
}

describe('run host', () => {
  it('refuses a second start of the report while the first is being set up, then reports the active run', async () => {
    const { host } = setup();
    const a = controlledRun('run_a');
    const first = host.start('rep_1', a.launch);
    const second = host.start('rep_1', controlledRun('run_b').launch);
    await expect(second).rejects.toBeInstanceOf(SibylError);
    await expect(second).rejects.toMatchObject({
      code: 'RUN_ACTIVE',
      message: 'a test run of this report is starting; wait for it'
    });
    a.setUpDone();
    expect(await first).toEqual({ runId: 'run_a', alreadyRunning: false });
    expect(await host.start('rep_1', controlledRun('run_c').launch)).toEqual({ runId: 'run_a', alreadyRunning: true });
    expect(host.activeFor('rep_1')).toBe('run_a');
    expect(host.activeFor('rep_2')).toBeNull();
    // Another report is not held back.
    const other = controlledRun('run_d');
    other.setUpDone();
    expect(await host.start('rep_2', other.launch)).toEqual({ runId: 'run_d', alreadyRunning: false });
    a.end();
    other.end();
    await Promise.all([host.settled('run_a'), host.settled('run_d')]);
  });

  it('lets the report start again after a set-up that failed', async () => {
    const { host } = setup();
    await expect(
      host.start('rep_1', async () => {
        throw new Error('engine not configured');
      })
    ).rejects.toThrow('engine not configured');
    const b = controlledRun('run_b');
    b.setUpDone();
    expect(await host.start('rep_1', b.launch)).toEqual({ runId: 'run_b', alreadyRunning: false });
    b.end();
    await host.settled('run_b');
  });

  it('cancels a run by its signal; settled resolves when it ends, failed or not, and frees the report', async () => {
    const { host } = setup();
    const a = controlledRun('run_a');
    a.setUpDone();
    await host.start('rep_1', a.launch);
    expect(host.cancel('run_unknown')).toBe(false);
    expect(host.cancel('run_a')).toBe(true);
    expect(a.run.signal.aborted).toBe(true);
    expect(host.isActive('run_a')).toBe(true);
    let settled = false;
    const done = host.settled('run_a').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    a.fail(new Error('cancelled'));
    await done;
    expect(host.isActive('run_a')).toBe(false);
    expect(host.activeFor('rep_1')).toBeNull();
    await expect(host.settled('run_a')).resolves.toBeUndefined();
  });

  it('on shutdown cancels every run, those still being set up too, and waits for all of them', async () => {
    const { host } = setup();
    const a = controlledRun('run_a');
    a.setUpDone();
    await host.start('rep_1', a.launch);
    const b = controlledRun('run_b');
    const startingB = host.start('rep_2', b.launch);
    let closed = false;
    const shutdown = host.cancelAll().then(() => (closed = true));
    expect(a.run.signal.aborted).toBe(true);
    expect(b.run.signal.aborted).toBe(true);
    a.end();
    await new Promise((r) => setTimeout(r, 5));
    expect(closed).toBe(false); // run_b is still being set up
    b.setUpDone();
    await startingB;
    await new Promise((r) => setTimeout(r, 5));
    expect(closed).toBe(false); // run_b started, and has not ended
    b.end();
    await shutdown;
    expect(host.isActive('run_a') || host.isActive('run_b')).toBe(false);
  });

  describe('events', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sends a run’s events as one batch per cadence, and the rest as soon as the run ends', async () => {
      const { host, batches } = setup();
      const a = controlledRun('run_a');
      a.setUpDone();
      await host.start('rep_1', a.launch);
      for (let seq = 0; seq < 30; seq++) a.run.listener(ev('run_a', seq));
      vi.advanceTimersByTime(EVENT_CADENCE_MS - 1);
      expect(batches).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(batches).toEqual([{ runId: 'run_a', seqs: Array.from({ length: 30 }, (_, i) => i) }]);
      a.run.listener(ev('run_a', 30));
      a.run.listener(ev('run_a', 31));
      a.end();
      await host.settled('run_a');
      expect(batches.at(-1)).toEqual({ runId: 'run_a', seqs: [30, 31] });
      expect(batches).toHaveLength(2);
      vi.advanceTimersByTime(10 * EVENT_CADENCE_MS);
      expect(batches).toHaveLength(2);
    });

    it('sends a batch without waiting once 250 events wait, and keeps runs apart', async () => {
      const { host, batches } = setup();
      const a = controlledRun('run_a');
      const b = controlledRun('run_b');
      a.setUpDone();
      b.setUpDone();
      await host.start('rep_1', a.launch);
      await host.start('rep_2', b.launch);
      for (let seq = 0; seq < 260; seq++) a.run.listener(ev('run_a', seq));
      b.run.listener(ev('run_b', 0));
      expect(batches.map((x) => [x.runId, x.seqs.length])).toEqual([['run_a', 250]]);
      vi.advanceTimersByTime(EVENT_CADENCE_MS);
      expect(batches.map((x) => [x.runId, x.seqs.length])).toEqual([
        ['run_a', 250],
        ['run_a', 10],
        ['run_b', 1]
      ]);
      a.end();
      b.end();
      await Promise.all([host.settled('run_a'), host.settled('run_b')]);
    });

    it('sends what a run emitted before its set-up failed', async () => {
      const { host, batches } = setup();
      await expect(
        host.start('rep_1', async ({ listener }) => {
          listener(ev('run_x', 0));
          throw new Error('no such run');
        })
      ).rejects.toThrow('no such run');
      expect(batches).toEqual([{ runId: 'run_x', seqs: [0] }]);
    });
  });
});
