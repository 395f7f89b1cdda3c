import { describe, expect, it } from 'vitest';
import type { IngestProgress } from '../../../../../shared/ipc/events';
import { ingestReducer, initialIngestState, jobFraction, jobLabel, type IngestState } from '../ingestProgress';

const ev = (over: Partial<IngestProgress>): IngestProgress => ({
  jobId: 'j1',
  fileName: 'acme-2024.pdf',
  stage: 'parsing',
  pagesDone: 0,
  pageCount: 40,
  ...over
});

const fold = (events: IngestProgress[], from: IngestState = initialIngestState) =>
  events.reduce((s, event) => ingestReducer(s, { type: 'progress', event }), from);

describe('ingestReducer', () => {
  it('adds a job on its first event and updates it in place', () => {
    const s = fold([ev({ pagesDone: 1 }), ev({ jobId: 'j2', fileName: 'b.pdf' }), ev({ pagesDone: 20 })]);
    expect(s.jobs.map((j) => [j.jobId, j.pagesDone])).toEqual([
      ['j1', 20],
      ['j2', 0]
    ]);
  });

  it('never moves a job backwards when events arrive out of order', () => {
    const s = fold([
      ev({ pagesDone: 30 }),
      ev({ pagesDone: 10 }),
      ev({ stage: 'storing', pagesDone: 40 }),
      ev({ stage: 'parsing', pagesDone: 40 })
    ]);
    expect(s.jobs[0]).toMatchObject({ stage: 'storing', pagesDone: 40 });
  });

  it('keeps a finished job final, and lets failure overtake any stage', () => {
    const failed = fold([
      ev({ stage: 'indexing' }),
      ev({ stage: 'failed', message: 'disk full' }),
      ev({ stage: 'done' })
    ]);
    expect(failed.jobs[0]).toMatchObject({ stage: 'failed', message: 'disk full' });
  });

  it('returns the same state object for an ignored event', () => {
    const s = fold([ev({ stage: 'done', pagesDone: 40 })]);
    expect(ingestReducer(s, { type: 'progress', event: ev({ stage: 'parsing' }) })).toBe(s);
  });

  it('dismisses one job and clears finished ones', () => {
    const s = fold([ev({ stage: 'done' }), ev({ jobId: 'j2' }), ev({ jobId: 'j3', stage: 'failed' })]);
    expect(ingestReducer(s, { type: 'dismiss', jobId: 'j2' }).jobs.map((j) => j.jobId)).toEqual(['j1', 'j3']);
    expect(ingestReducer(s, { type: 'clear_finished' }).jobs.map((j) => j.jobId)).toEqual(['j2']);
  });
});

describe('job display', () => {
  it('advances the bar through stages and pages', () => {
    const a = jobFraction({ ...ev({ pagesDone: 0 }) });
    const b = jobFraction({ ...ev({ pagesDone: 20 }) });
    const c = jobFraction({ ...ev({ stage: 'indexing' }) });
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
    expect(jobFraction({ ...ev({ stage: 'done' }) })).toBe(1);
  });

  it('labels page progress', () => {
    expect(jobLabel({ ...ev({ pagesDone: 12 }) })).toBe('Extracting text: page 12 of 40');
    expect(jobLabel({ ...ev({ stage: 'failed', message: 'bad xref' }) })).toBe('Import failed: bad xref');
  });
});
