/**
 * The per-claim loop every specialist runs: say what it is about to do, work each claim (at most
 * `config.agentConcurrency` at a time, through `ctx.mapLimit`), stop when the run is cancelled or the
 * agent's time is up (`ctx.signal`), then say what came of it. Results come back in the claims' order;
 * a claim's work may give one result or several (flattened in place).
 */
import type { SpecialistContext } from '../specialist';

/** A progress line, or nothing to say (`undefined`, `false` or an empty string are skipped). */
export type Line = string | false | undefined;

export interface PerClaimLines<R> {
  /** Said before any claim is worked. */
  opening?: Line;
  /** Said once every claim is done, from all the results in order. */
  closing?: (results: readonly R[]) => Line | readonly Line[];
}

type Ctx = Pick<SpecialistContext, 'emit' | 'signal' | 'mapLimit'>;

/** Emits each line that has something to say, as the agent's reasoning. */
export function say(ctx: Pick<SpecialistContext, 'emit'>, ...lines: readonly Line[]): void {
  for (const text of lines) if (text) ctx.emit({ type: 'agent_thinking', text });
}

export async function perClaim<T, R>(
  ctx: Ctx,
  items: readonly T[],
  work: (item: T, index: number) => Promise<R | readonly R[]>,
  lines: PerClaimLines<R> = {}
): Promise<R[]> {
  ctx.signal.throwIfAborted();
  say(ctx, lines.opening);
  const done = await ctx.mapLimit(items, (item, index) => {
    ctx.signal.throwIfAborted();
    return work(item, index);
  });
  const results = done.flatMap((r): readonly R[] => (Array.isArray(r) ? (r as readonly R[]) : [r as R]));
  const closing = lines.closing?.(results);
  say(ctx, ...(Array.isArray(closing) ? (closing as readonly Line[]) : [closing as Line]));
  return results;
}
