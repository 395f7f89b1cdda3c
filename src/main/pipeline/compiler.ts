/**
 * The seam between the pipeline's compile node and `report/compile.ts`: the node gathers the run's
 * metadata and calls the compiler the composition root injects, so the pipeline never imports the
 * report layer above it.
 */
import type { SpecialistId } from '../../shared/domain/agents';
import type { Report } from '../../shared/domain/report';
import type { ReportFigure } from '../../shared/domain/reportFigure';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import type { PipelineState } from './state';

export interface CompileMeta {
  report: Pick<Report, 'id' | 'title' | 'fileName' | 'pageCount' | 'sha256'>;
  startedAt: string;
  appVersion: string;
  corpusVersion: string;
  models: Record<string, string>;
  available: readonly SpecialistId[];
  /** Financial lines the claims engine set apart (report figures), in page order. */
  reportFigures?: readonly ReportFigure[];
  now?: () => Date;
}

/** Folds the final state into the Source of Truth; pure apart from the compile time. */
export type SourceCompiler = (state: PipelineState, meta: CompileMeta) => SourceOfTruth;
