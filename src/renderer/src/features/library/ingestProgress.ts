/**
 * Folds `ingest.progress` events into the list of import jobs the progress panel shows.
 * One pure reducer; events may arrive late or out of order and must never move a job backwards.
 */
import type { IngestProgress } from '../../../../shared/ipc/events';

type IngestStage = IngestProgress['stage'];

export interface IngestJob {
  jobId: string;
  fileName: string;
  stage: IngestStage;
  pagesDone: number;
  pageCount: number;
  message?: string;
}

export interface IngestState {
  /** Jobs in the order they first appeared. */
  jobs: IngestJob[];
}

export type IngestAction =
  { type: 'progress'; event: IngestProgress } | { type: 'dismiss'; jobId: string } | { type: 'clear_finished' };

export const initialIngestState: IngestState = { jobs: [] };

const STAGE_ORDER: readonly IngestStage[] = ['reading', 'parsing', 'structuring', 'storing', 'indexing', 'done'];

export const isFinished = (job: IngestJob): boolean => job.stage === 'done' || job.stage === 'failed';

/** Whether `next` is not older than `prev`: a later stage, or the same stage with at least as many pages. */
function isNewer(prev: IngestJob, next: IngestProgress): boolean {
  if (isFinished(prev)) return false;
  if (next.stage === 'failed') return true;
  const a = STAGE_ORDER.indexOf(prev.stage);
  const b = STAGE_ORDER.indexOf(next.stage);
  return b > a || (b === a && next.pagesDone >= prev.pagesDone);
}

const toJob = (e: IngestProgress): IngestJob => ({
  jobId: e.jobId,
  fileName: e.fileName,
  stage: e.stage,
  pagesDone: e.pagesDone,
  pageCount: e.pageCount,
  ...(e.message !== undefined ? { message: e.message } : {})
});

export function ingestReducer(state: IngestState, action: IngestAction): IngestState {
  switch (action.type) {
    case 'progress': {
      const { event } = action;
      const i = state.jobs.findIndex((j) => j.jobId === event.jobId);
      if (i === -1) return { jobs: [...state.jobs, toJob(event)] };
      const prev = state.jobs[i];
      if (!prev || !isNewer(prev, event)) return state;
      const jobs = state.jobs.slice();
      jobs[i] = toJob(event);
      return { jobs };
    }
    case 'dismiss': {
      const jobs = state.jobs.filter((j) => j.jobId !== action.jobId);
      return jobs.length === state.jobs.length ? state : { jobs };
    }
    case 'clear_finished': {
      const jobs = state.jobs.filter((j) => !isFinished(j));
      return jobs.length === state.jobs.length ? state : { jobs };
    }
  }
}

/** Share of the stage span each stage starts at; page-based stages advance within their span. */
const STAGE_START: Record<IngestStage, number> = {
  reading: 0,
  parsing: 0.05,
  structuring: 0.6,
  storing: 0.7,
  indexing: 0.8,
  done: 1,
  failed: 1
};

/** Overall progress 0..1 for the bar: stage position plus pages done within the stage. */
export function jobFraction(job: IngestJob): number {
  if (job.stage === 'done' || job.stage === 'failed') return 1;
  const start = STAGE_START[job.stage];
  const i = STAGE_ORDER.indexOf(job.stage);
  const nextStage = STAGE_ORDER[i + 1];
  const end = nextStage ? STAGE_START[nextStage] : 1;
  const within = job.pageCount > 0 ? Math.min(1, job.pagesDone / job.pageCount) : 0;
  return start + (end - start) * within;
}

const STAGE_LABEL: Record<IngestStage, string> = {
  reading: 'Reading file',
  parsing: 'Extracting text',
  structuring: 'Finding sections',
  storing: 'Saving',
  indexing: 'Indexing for search',
  done: 'Imported',
  failed: 'Import failed'
};

/** Human line for a job, e.g. "Extracting text: page 12 of 80". */
export function jobLabel(job: IngestJob): string {
  const base = STAGE_LABEL[job.stage];
  if (job.stage === 'failed') return job.message ? `${base}: ${job.message}` : base;
  if (job.pageCount > 0 && job.stage !== 'done' && job.stage !== 'reading')
    return `${base}: page ${Math.min(job.pagesDone, job.pageCount)} of ${job.pageCount}`;
  return base;
}
