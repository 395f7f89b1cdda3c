/**
 * The claims node: runs the configured claims engine over the report (seed FRD 3) under the
 * pipeline's run id. Claims are persisted batch by batch by runClaims and announced as they come; a
 * re-run after a crash upserts the same deterministic ids, so nothing is duplicated.
 */
import { runClaims } from '../../claims/runClaims';
import type { NodeFn } from '../context';

export const claimsNode: NodeFn = async (state, ctx) => {
  const engine = await ctx.claimEngine();
  ctx.emit({ type: 'agent_status', agent: 'claims', status: 'working', message: `extracting claims (${engine.id} engine)` });
  const started = new Date().toISOString();
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
  const message = `${stats.claims} claims, ${Math.round(stats.anchorRate * 100)}% anchored`;
  return {
    stage: 'claims',
    claims,
    agentStatus: { claims: { status: 'completed', cycle: 1, message, startedAt: started, finishedAt: new Date().toISOString(), claims: claims.length } }
  };
};
