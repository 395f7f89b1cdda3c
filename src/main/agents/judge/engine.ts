/**
 * What the pipeline's judge node calls: a Judge engine weighs a batch of claims and answers one
 * decision per claim. The rules Judge is the offline engine; the model Judge (`modelJudge.ts`) is the other.
 */
import type { Engine } from '../../../shared/domain/provenance';
import { judgeClaim } from './rules';
import type { JudgeDecision, JudgeInput } from './types';

export interface JudgeEngine {
  id: Engine;
  judge(inputs: JudgeInput[], signal: AbortSignal): Promise<JudgeDecision[]>;
}

export const rulesJudge: JudgeEngine = { id: 'offline', judge: async (inputs) => inputs.map((i) => judgeClaim(i)) };
