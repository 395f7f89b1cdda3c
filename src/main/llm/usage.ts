/** Token accounting for the gateway: sums per run id (tokens the server reported, or chars/4 estimates). */
import type { Usage } from './gatewayTypes';

const emptyUsage = (): Usage => ({ promptTokens: 0, completionTokens: 0, calls: 0, estimated: false });

export const addUsage = (a: Usage, b: Usage): Usage => ({
  promptTokens: a.promptTokens + b.promptTokens,
  completionTokens: a.completionTokens + b.completionTokens,
  calls: a.calls + b.calls,
  estimated: a.estimated || b.estimated
});

/** A rough token count for text the server did not count (4 characters per token). */
export const estimateTokens = (chars: number): number => Math.ceil(chars / 4);

export interface UsageBook {
  add(runId: string | undefined, u: Usage): void;
  /** One run's tokens, or everything when runId is omitted. */
  get(runId?: string): Usage;
  reset(runId?: string): void;
}

export function createUsageBook(): UsageBook {
  const byRun = new Map<string, Usage>();
  return {
    add(runId, u) {
      const key = runId ?? '';
      byRun.set(key, addUsage(byRun.get(key) ?? emptyUsage(), u));
    },
    get(runId) {
      if (runId !== undefined) return { ...(byRun.get(runId) ?? emptyUsage()) };
      return [...byRun.values()].reduce(addUsage, emptyUsage());
    },
    reset(runId) {
      if (runId === undefined) byRun.clear();
      else byRun.delete(runId);
    }
  };
}
