/**
 * The analyze use case, one for every caller: the background runner of the app and the web host,
 * `sibyl analyze`, and the batch command to come. It starts a new run or resumes an unfinished one
 * (the start/resume rules live here only), runs the pipeline, and hands a completed run's Source of
 * Truth to the report writers.
 *
 * It answers in two steps: the returned promise resolves once the run exists (its id is known, the
 * checks passed, a model engine's services were built), and `finished` resolves when the run ends.
 */
import type { Engine } from '../../shared/domain/provenance';
import { RunConfigSchema, type AnalysisRun } from '../../shared/domain/pipeline';
import { PipelineErrors, SibylError } from '../../shared/ipc/errors';
import type { PipelineServices } from '../pipeline/context';
import { createRun, RESUMABLE, runPipeline, type PipelineResult } from '../pipeline/runner';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { writeReport, type ReportWriter, type WriterId } from '../report/writers';

export type AnalyzeTarget =
  | {
      kind: 'new';
      reportId: string;
      engine: Engine;
      maxCycles?: number | undefined;
      claims?: 'extract' | 'reuse' | undefined;
    }
  /** Continue the report's latest run, if it is unfinished (the engine is the run's own). */
  | { kind: 'resume-latest'; reportId: string }
  | { kind: 'resume'; runId: string };

export interface AnalyzeRequest {
  target: AnalyzeTarget;
  signal?: AbortSignal;
  /** Where the writers put their files; nothing is written without it. */
  outDir?: string;
  writers?: readonly ReportWriter[];
}

export interface AnalyzeDeps {
  /** Reads runs (the checkpointer of the services the factory builds). */
  runs: {
    get(runId: string): Promise<AnalysisRun | null>;
    latestForReport(reportId: string): Promise<AnalysisRun | null>;
  };
  /** Builds the pipeline's services for an engine (listeners for events are bound by the caller). */
  services(engine: Engine): Promise<PipelineServices>;
  /**
   * The document the writers get for a completed run (`exportReport.ts` adds overrides, cross-map,
   * methodology and audit trail from the stores); without it they get the compiled document as is.
   */
  exportDocument?: (runId: string, compiled: SourceOfTruth) => Promise<SourceOfTruth>;
}

interface AnalyzeOutcome extends PipelineResult {
  /** Files written by the report writers, by writer (empty for a cancelled run). */
  files: Partial<Record<WriterId, string>>;
}

export interface StartedAnalysis {
  runId: string;
  reportId: string;
  engine: Engine;
  resumed: boolean;
  finished: Promise<AnalyzeOutcome>;
}

export async function analyzeReport(deps: AnalyzeDeps, req: AnalyzeRequest): Promise<StartedAnalysis> {
  const signal = req.signal ?? new AbortController().signal;
  const { runId, reportId, engine, services, resumed } = await openRun(deps, req.target);
  const finished = runPipeline(services, runId, signal).then(async (result): Promise<AnalyzeOutcome> => {
    if (!result.compiled || !req.outDir || !req.writers?.length) return { ...result, files: {} };
    const doc = deps.exportDocument ? await deps.exportDocument(runId, result.compiled) : result.compiled;
    return { ...result, files: await writeReport(doc, req.outDir, req.writers) };
  });
  return { runId, reportId, engine, resumed, finished };
}

/** The start and resume rules: which run, with which engine. */
async function openRun(
  deps: AnalyzeDeps,
  target: AnalyzeTarget
): Promise<{ runId: string; reportId: string; engine: Engine; services: PipelineServices; resumed: boolean }> {
  if (target.kind === 'new') {
    // Services first: a model engine without settings or key fails here, before a run record exists.
    const services = await deps.services(target.engine);
    const config = RunConfigSchema.parse({
      engine: target.engine,
      ...(target.maxCycles ? { maxCycles: target.maxCycles } : {}),
      ...(target.claims ? { claims: target.claims } : {})
    });
    const runId = await createRun(services, target.reportId, config);
    return { runId, reportId: target.reportId, engine: target.engine, services, resumed: false };
  }
  const run = await resumableRun(deps, target);
  return {
    runId: run.id,
    reportId: run.reportId,
    engine: run.config.engine,
    services: await deps.services(run.config.engine),
    resumed: true
  };
}

async function resumableRun(deps: AnalyzeDeps, target: Exclude<AnalyzeTarget, { kind: 'new' }>): Promise<AnalysisRun> {
  if (target.kind === 'resume') {
    const run = await deps.runs.get(target.runId);
    if (!run) throw new SibylError(PipelineErrors.RUN_NOT_RESUMABLE, `no analysis run ${target.runId}`);
    if (!RESUMABLE.includes(run.status))
      throw new SibylError(PipelineErrors.RUN_NOT_RESUMABLE, `run ${run.id} is ${run.status} and cannot be resumed`);
    return run;
  }
  const run = await deps.runs.latestForReport(target.reportId);
  if (!run)
    throw new SibylError(
      PipelineErrors.RUN_NOT_RESUMABLE,
      'no unfinished analysis of this report to resume (it has never been analysed)'
    );
  if (!RESUMABLE.includes(run.status)) {
    throw new SibylError(
      PipelineErrors.RUN_NOT_RESUMABLE,
      `no unfinished analysis of this report to resume (the latest run, ${run.id}, is ${run.status})`
    );
  }
  return run;
}
