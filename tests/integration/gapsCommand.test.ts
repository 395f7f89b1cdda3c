/** `sibyl gaps`: the disclosure-gap scan alone, per pillar, into a temporary data folder unless one is given. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fixture } from '../helpers/tempStores';

const cli = join(__dirname, '..', '..', 'out', 'main', 'cli.js');
const built = existsSync(cli);
if (!built) process.stderr.write('gapsCommand.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n');

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
    expect(res.gaps.map((g) => [g.paragraphId, g.gapStatus, g.pillar])).toEqual([['S2.6(a)(v)', 'partial', 'governance'], ['S2.29(g)', 'unaddressed', 'metrics_targets']]);
    expect(res.perPillar.metrics_targets).toEqual({ unaddressed: 1, partial: 0, leaves: expect.any(Object) });
    expect(res.coverage.length).toBeGreaterThan(180);
    const text = sibyl('gaps', fixture('gaps-no-remuneration.pdf'));
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^metrics_targets +1 gap\(s\): 1 unaddressed, 0 partial$/mu);
    expect(text.out).toMatch(/S2\.29\(g\) +unaddressed +high/u);
  });

  it('needs one PDF', () => {
    const r = sibyl('gaps');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/gaps needs one PDF file/u);
  });
});
