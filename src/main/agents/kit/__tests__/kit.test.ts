/** The agents kit: one finding context, the per-claim runner (lines, order, cancellation), answers from findings. */
import { describe, expect, it } from 'vitest';
import type { InfoRequest } from '../../../../shared/domain/finding';
import { makeClaim } from '../../judge/__tests__/fixtures';
import type { AgentProgress } from '../../specialist';
import { answerFromFindings, findingBase, findingContext, perClaim } from '..';

/** emit, signal and a mapLimit that runs two at a time (as the pipeline's does) without looking at the signal. */
function fakeCtx(abort = new AbortController()) {
  const said: string[] = [];
  const ctx = {
    signal: abort.signal,
    emit: (p: AgentProgress) => void said.push(p.type === 'agent_thinking' ? p.text : p.type),
    async mapLimit<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
      const out = new Array<R>(items.length);
      let next = 0;
      const worker = async () => {
        while (next < items.length) {
          const i = next++;
          out[i] = await work(items[i]!, i);
        }
      };
      await Promise.all([worker(), worker()]);
      return out;
    }
  };
  return { ctx, said, abort };
}

const ask = (id: string, claimId: string | null): InfoRequest => ({
  id,
  from: 'legal',
  to: ['news_media'],
  claimId,
  question: 'Is it corroborated?',
  cycle: 1
});

describe('finding context', () => {
  it("gives every finding the run's stable id, run, claim, agent and cycle", () => {
    const at = findingContext('geography', { cycle: 2 }, { runId: 'run_abc', reportId: 'rpt_1', engine: 'model' });
    expect(at).toEqual({ runId: 'run_abc', reportId: 'rpt_1', cycle: 2, engine: 'model', agent: 'geography' });
    expect(findingBase(at, 'clm_7', 1)).toEqual({
      id: 'fnd_abc_geography_clm_7_c2_1',
      runId: 'run_abc',
      claimId: 'clm_7',
      agent: 'geography',
      cycle: 2
    });
    expect(findingBase(at, 'clm_7').id).toBe('fnd_abc_geography_clm_7_c2_0');
  });
});

describe('per-claim runner', () => {
  it('says the opening line, works every claim, returns results in input order and says the closing line', async () => {
    const { ctx, said } = fakeCtx();
    const delays = [30, 5, 20, 1];
    const got = await perClaim(
      ctx,
      ['a', 'b', 'c', 'd'],
      async (x, i) => {
        await new Promise((r) => setTimeout(r, delays[i]));
        return i % 2 ? [`${x}1`, `${x}2`] : x;
      },
      { opening: 'Looking at 4 claims.', closing: (r) => [`${r.length} results.`, false, undefined, 'Done.'] }
    );
    expect(got).toEqual(['a', 'b1', 'b2', 'c', 'd1', 'd2']);
    expect(said).toEqual(['Looking at 4 claims.', '6 results.', 'Done.']);
  });

  it('says nothing for a line with nothing to say', async () => {
    const { ctx, said } = fakeCtx();
    expect(await perClaim(ctx, [], async (x: string) => x, { opening: false, closing: () => undefined })).toEqual([]);
    expect(said).toEqual([]);
  });

  it('stops at cancellation: no claim is started once the signal aborts, and nothing is concluded', async () => {
    const { ctx, said, abort } = fakeCtx();
    const started: number[] = [];
    const run = perClaim(
      ctx,
      [0, 1, 2, 3, 4, 5],
      async (x) => {
        started.push(x);
        if (x === 1) abort.abort(new Error('cancelled'));
        await new Promise((r) => setTimeout(r, 5));
        return x;
      },
      { opening: 'Start.', closing: () => 'End.' }
    );
    await expect(run).rejects.toThrow('cancelled');
    expect(started).toEqual([0, 1]);
    expect(said).toEqual(['Start.']);
  });

  it('does not start on a cancelled run', async () => {
    const { ctx, said, abort } = fakeCtx();
    abort.abort(new Error('cancelled'));
    await expect(perClaim(ctx, [1], async (x) => x, { opening: 'Start.' })).rejects.toThrow('cancelled');
    expect(said).toEqual([]);
  });
});

describe('answers from findings', () => {
  const findings = [
    { id: 'f1', claimId: 'clm_a', summary: 'Covered by Reuters.' },
    { id: 'f2', claimId: 'clm_b', summary: 'No coverage found.' },
    { id: 'f3', claimId: 'clm_b', summary: 'A second finding.' }
  ];
  const wording = { from: 'news_media' as const, noClaim: 'Name a claim.', nothingOn: 'Nothing on it.' };

  it("answers with the summary of the agent's finding on the claim and cites every finding on it", async () => {
    const got = await answerFromFindings([ask('q1', 'clm_a'), ask('q2', 'clm_b')], findings, wording);
    expect(got).toEqual([
      { requestId: 'q1', from: 'news_media', answer: 'Covered by Reuters.', findingIds: ['f1'] },
      { requestId: 'q2', from: 'news_media', answer: 'No coverage found.', findingIds: ['f2', 'f3'] }
    ]);
  });

  it("says so in the agent's words when no claim is named or it has nothing on the claim", async () => {
    const got = await answerFromFindings([ask('q1', null), ask('q2', 'clm_z')], findings, wording);
    expect(got.map((a) => [a.answer, a.findingIds])).toEqual([
      ['Name a claim.', []],
      ['Nothing on it.', []]
    ]);
  });

  it('looks at a claim of the run it was not routed, for the answer alone', async () => {
    const other = { ...makeClaim('quantitative'), id: 'clm_z' };
    const looked: string[] = [];
    const got = await answerFromFindings([ask('q1', 'clm_z'), ask('q2', 'clm_gone'), ask('q3', 'clm_a')], findings, {
      ...wording,
      lookAt: {
        claims: [other],
        look: async (c) => (looked.push(c.id), { summary: `Looked at ${c.id}.` })
      }
    });
    expect(got.map((a) => [a.answer, a.findingIds])).toEqual([
      ['Looked at clm_z.', []],
      ['Nothing on it.', []],
      ['Covered by Reuters.', ['f1']]
    ]);
    expect(looked).toEqual(['clm_z']);
  });

  it("answers with the agent's own formatter, one request at a time in inbox order", async () => {
    const order: string[] = [];
    const got = await answerFromFindings([ask('q1', 'clm_b'), ask('q2', null)], findings, {
      from: 'data_metrics',
      format: async (q, mine) => {
        await new Promise((r) => setTimeout(r, q.id === 'q1' ? 20 : 1));
        order.push(q.id);
        return `${q.id}: ${mine.map((f) => f.id).join(',') || 'whole report'}`;
      }
    });
    expect(order).toEqual(['q1', 'q2']);
    expect(got).toEqual([
      { requestId: 'q1', from: 'data_metrics', answer: 'q1: f2,f3', findingIds: ['f2', 'f3'] },
      { requestId: 'q2', from: 'data_metrics', answer: 'q2: whole report', findingIds: [] }
    ]);
  });
});
