/** Claim and event builders for the claims tests. */
import type { Claim } from '../../../../../shared/domain/claim';
import type { PipelineEvent } from '../../../../../shared/domain/events';

export const REPORT = 'rpt_0123456789abcdef';
export const OTHER_REPORT = 'rpt_fedcba9876543210';
export const RUN = 'run_00000000-0000-0000-0000-000000000001';

export function claim(
  id: string,
  over: Partial<Omit<Claim, 'anchor'>> & { page?: number; y?: number; anchored?: boolean } = {}
): Claim {
  const { page = 1, y = 0.5, anchored = true, ...rest } = over;
  return {
    id,
    reportId: REPORT,
    text: `Claim ${id}`,
    type: 'quantitative',
    priority: 'medium',
    reasoning: 'A figure that can be checked.',
    sourcePage: page,
    sourceContext: '',
    preliminaryIfrs: [],
    anchor: {
      page,
      rects: anchored ? [{ x: 0.1, y, w: 0.5, h: 0.02 }] : [],
      quote: `Claim ${id}`,
      prefix: '',
      suffix: '',
      method: anchored ? 'exact' : 'unanchored',
      score: anchored ? 1 : 0
    },
    score: 0.8,
    provenance: { engine: 'offline', sources: [] },
    ...rest
  };
}

let seq = 0;
export function event<T extends PipelineEvent['type']>(
  type: T,
  fields: Omit<Extract<PipelineEvent, { type: T }>, 'type' | 'seq' | 'ts' | 'runId'> & { runId?: string }
): PipelineEvent {
  return { runId: RUN, seq: seq++, ts: '2025-01-01T00:00:00.000Z', type, ...fields } as PipelineEvent;
}
