/**
 * The claims node: runs the configured claims engine over the report (seed FRD 3) under the
 * pipeline's run id, or, when the run's config says `reuse`, takes the claims already stored for the
 * report (an earlier extraction the analyst reviewed) and extracts only if none are stored. Claims
 * are persisted batch by batch by runClaims and announced as they come; a re-run after a crash
 * upserts the same deterministic ids, so nothing is duplicated. Reused claims are announced too, so
 * the run's event log names every claim it investigated.
 */
import type { Claim } from '../../../shared/domain/claim';
import { runClaims } from '../../claims/runClaims';
import type { NodeFn } from '../context';
import type { StateUpdate } from '../state';

const done = (claims: Claim[], message: string, started: string): StateUpdate => ({
  stage: 'claims',
  claims,
  agentStatus: {
    claims: {
      status: 'completed',
      cycle: 1,
      message,
      startedAt: started,
      finishedAt: new Date().toISOString(),
      claims: claims.length
    }
  }
});

export const claimsNode: NodeFn = async (state, ctx) => {
  const started = new Date().toISOString();
  if (ctx.config.claims === 'reuse') {
    const stored = await ctx.stores.claims.list(state.reportId);
    if (stored.length > 0) {
      const message = `${stored.length} stored claims reused (not extracted again)`;
      ctx.emit({ type: 'agent_status', agent: 'claims', status: 'working', message });
      for (const claim of stored) ctx.emit({ type: 'claim_extracted', claim });
      return done(stored, message, started);
    }
  }
  const engine = await ctx.claimEngine();
  ctx.emit({
    type: 'agent_status',
    agent: 'claims',
    status: 'working',
    message: `extracting claims (${engine.id} engine)`
  });
  const { claims, stats } = await runClaims(ctx.stores, {
    reportId: state.reportId,
    engine,
    runId: state.runId,
    signal: ctx.signal,
    onProgress: (done, total) => ctx.onProgress?.('claims', done, total),
    // The sub-run's own lifecycle events stay inside it; the pipeline announces stages itself.
    emit: (e) => {
      if (e.type === 'claim_extracted' || e.type === 'agent_status') ctx.emit(e);
    }
  });
  ctx.signal.throwIfAborted();
  return done(claims, `${stats.claims} claims, ${Math.round(stats.anchorRate * 100)}% anchored`, started);
};
