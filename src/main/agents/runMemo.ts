/**
 * What an agent reads of one run's report once and reuses in every cycle (a run's report and claims
 * do not change between cycles). Keyed by run and report; the last few runs are kept, so a long-lived
 * agent does not hold every report it ever read. A reading that fails is forgotten, so the next cycle
 * tries again instead of reusing the failure.
 */
import type { SpecialistContext } from './specialist';

export interface RunMemo<T> {
  of(ctx: Pick<SpecialistContext, 'runId' | 'reportId'>, read: () => Promise<T>): Promise<T>;
}

export function createRunMemo<T>(keep = 4): RunMemo<T> {
  const readings = new Map<string, Promise<T>>();
  return {
    of(ctx, read) {
      const key = `${ctx.runId}|${ctx.reportId}`;
      let got = readings.get(key);
      if (!got) {
        got = read();
        got.catch(() => readings.delete(key));
        readings.set(key, got);
        while (readings.size > keep) readings.delete(readings.keys().next().value!);
      }
      return got;
    }
  };
}
