/**
 * What an agent reads of one run's report once and reuses in every cycle (a run's report and claims
 * do not change between cycles). Within a pipeline run the readings belong to the run's scope
 * (`SpecialistContext.runScope`) and go with it when the run ends, so an agent does not keep a finished
 * run's pages and indexes alive while the export is written or the next report is read. Without a
 * scope (a one-agent command), they are keyed by run and report and the last few runs are kept. A
 * reading that fails is forgotten, so the next cycle tries again instead of reusing the failure.
 */
import type { SpecialistContext } from './specialist';

export interface RunMemo<T> {
  of(ctx: Pick<SpecialistContext, 'runId' | 'reportId' | 'runScope'>, read: () => Promise<T>): Promise<T>;
}

export function createRunMemo<T>(keep = 4): RunMemo<T> {
  const byScope = new WeakMap<object, Map<string, Promise<T>>>();
  const unscoped = new Map<string, Promise<T>>();
  return {
    of(ctx, read) {
      const key = `${ctx.runId}|${ctx.reportId}`;
      let readings = unscoped;
      if (ctx.runScope) {
        readings = byScope.get(ctx.runScope) ?? new Map();
        byScope.set(ctx.runScope, readings);
      }
      let got = readings.get(key);
      if (!got) {
        got = read();
        got.catch(() => readings.delete(key));
        readings.set(key, got);
        if (readings === unscoped) while (unscoped.size > keep) unscoped.delete(unscoped.keys().next().value!);
      }
      return got;
    }
  };
}
