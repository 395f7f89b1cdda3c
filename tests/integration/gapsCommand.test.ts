/**
 * `sibyl gaps`: the disclosure-gap scan alone, per pillar, into a temporary data folder unless one is
 * given; `--engine model` has the model review the gaps (against the loopback fake server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync } from '../helpers/cliChild';
import { spawnSync } from 'node:child_process';
import { chat, startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from '../../src/main/llm/fakeOpenAIServer';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fixture } from '../helpers/tempStores';

const cli = join(__dirname, '..', '..', 'out', 'main', 'cli.js');
const built = existsSync(cli);
if (!built)
  process.stderr.write(
    'gapsCommand.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n'
  );

interface Gaps {
  gaps: Array<{ paragraphId: string; gapStatus: string; pillar: string; searched: string }>;
  coverage: Array<{ paragraphId: string; status: string }>;
  perPillar: Record<string, { unaddressed: number; partial: number }>;
}

describe.skipIf(!built)('sibyl gaps', () => {
  const sibyl = (...args: string[]) => {
    const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 170_000 });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('prints the gaps of a report per pillar, as JSON too', () => {
    const r = sibyl('gaps', fixture('gaps-no-remuneration.pdf'), '--json');
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as Gaps;
    expect(res.gaps.map((g) => [g.paragraphId, g.gapStatus, g.pillar])).toEqual([
      ['S2.6(a)(v)', 'partial', 'governance'],
      ['S2.29(g)', 'unaddressed', 'metrics_targets']
    ]);
    expect(res.perPillar.metrics_targets).toEqual({ unaddressed: 1, partial: 0, leaves: expect.any(Object) });
    expect(res.coverage.length).toBeGreaterThan(180);
    const text = sibyl('gaps', fixture('gaps-no-remuneration.pdf'));
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^metrics_targets +1 gap\(s\): 1 unaddressed, 0 partial$/mu);
    expect(text.out).toMatch(/S2\.29\(g\) +unaddressed +high/u);
  });

  describe('--engine model', () => {
    let fake: FakeOpenAI;
    const userOf = (req: RecordedRequest): string =>
      (req.body as { messages: Array<{ role: string; content: string }> }).messages.find((m) => m.role === 'user')
        ?.content ?? '';
    beforeAll(async () => {
      // Every gap answered "unaddressed" with no quote: the review keeps the gaps it was shown.
      fake = await startFakeOpenAI({
        defaultHandler: (req) =>
          chat(/<gap>/u.test(userOf(req)) ? JSON.stringify({ status: 'unaddressed', requirements: [] }) : '{}')
      });
    });
    afterAll(async () => {
      await fake.close();
    });

    it('has the configured model review each gap and says so', async () => {
      const env = { ...process.env, SIBYL_PROVIDER: 'custom', SIBYL_BASE_URL: fake.baseUrl, SIBYL_MODEL: 'fake-model' };
      const r = await runCliAsync(['gaps', fixture('gaps-no-remuneration.pdf'), '--engine', 'model', '--json'], env);
      expect(r.code, r.err).toBe(0);
      const res = JSON.parse(r.out) as Gaps & { model: { reviewed: number; dropped: number; fellBack: number } };
      expect(res.model).toEqual({ reviewed: 2, dropped: 0, fellBack: 0 });
      expect(res.gaps.map((g) => g.paragraphId)).toEqual(['S2.6(a)(v)', 'S2.29(g)']);
      expect(fake.requests.filter((q) => /<gap>/u.test(userOf(q))).length).toBe(2);
    });

    it('refuses the model engine, before any work, when no model is configured', () => {
      const env = { ...process.env };
      for (const k of ['SIBYL_PROVIDER', 'SIBYL_BASE_URL', 'SIBYL_MODEL', 'SIBYL_EMBEDDING_MODEL']) delete env[k];
      const r = spawnSync(process.execPath, [cli, 'gaps', fixture('gaps-no-remuneration.pdf'), '--engine', 'model'], {
        encoding: 'utf8',
        timeout: 170_000,
        env
      });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(/model engine/iu);
      expect(sibyl('gaps', fixture('gaps-no-remuneration.pdf'), '--engine', 'fast').err).toMatch(
        /--engine takes offline or model, got "fast"/u
      );
    });
  });

  it('needs one PDF', () => {
    const r = sibyl('gaps');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/gaps needs one PDF file/u);
  });
});
