/**
 * `sibyl claims --sentences`: the evaluation line must agree with the rows printed above it (one
 * decision rule). A question about emissions is environmental to the model yet rejected as a claim:
 * its printed `environmental` flag once said yes while the evaluation counted it as no.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sentencesCommand } from '../claimsCommand';

interface Row {
  environmental: boolean;
  isClaim: boolean;
  label: number;
}
interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

const dir = mkdtempSync(join(tmpdir(), 'sibyl-sentences-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tally(rows: Row[], pick: (r: Row) => boolean): Tally {
  const t = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const r of rows) {
    const p = pick(r);
    const a = r.label === 1;
    if (p && a) t.tp++;
    else if (p) t.fp++;
    else if (a) t.fn++;
    else t.tn++;
  }
  return t;
}

describe('claims --sentences', () => {
  const file = join(dir, 'sentences.jsonl');
  writeFileSync(
    file,
    [
      { text: 'In 2023 we cut Scope 1 emissions by 12 % compared with 2022.', label: 1 },
      { text: 'Do we really know how much greenhouse gas our plants emit each year?', label: 0 },
      { text: 'Reducing greenhouse gas emissions?', label: 1 },
      { text: 'Our headcount grew to 4,200 employees in 2023.', label: 0 },
      { text: 'Contents', label: 0 }
    ]
      .map((l) => JSON.stringify(l))
      .join('\n')
  );

  it('computes P/R/F1 from the flags it prints', () => {
    const lines = sentencesCommand(file, true)
      .split('\n')
      .map((l) => JSON.parse(l) as Row & { evaluation?: Record<string, Tally> });
    const evaluation = lines.pop()?.evaluation;
    expect(evaluation).toBeDefined();
    expect(lines).toHaveLength(5);
    expect(lines.some((r) => !r.isClaim && r.label === 0)).toBe(true);
    expect(evaluation?.environmental).toMatchObject(tally(lines, (r) => r.environmental));
    expect(evaluation?.claim).toMatchObject(tally(lines, (r) => r.isClaim));
    // An environmental claim is a claim first: no row says environmental without being one.
    expect(lines.filter((r) => r.environmental && !r.isClaim)).toEqual([]);
  });

  it('prints the same decisions as text', () => {
    const text = sentencesCommand(file, false).split('\n');
    const json = sentencesCommand(file, true)
      .split('\n')
      .slice(0, 5)
      .map((l) => JSON.parse(l) as Row);
    json.forEach((r, i) => expect(text[i]?.slice(7, 11) === 'env ').toBe(r.environmental));
  });
});
