/**
 * The offline detector on the env-claims dev split (../shared/data/env-claims/dev.jsonl, expert
 * labels: 1 = environmental claim). Predicted positive = isClaim && environmental. The floors sit a
 * few points under what was measured when the weights were fitted (on train only), so a regression
 * fails here. Skipped, with a note, when the shared data folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateSentences, parseLabelledJsonl } from '../evaluate';

const DEV = path.resolve(__dirname, '../../../../../../shared/data/env-claims/dev.jsonl');
const present = existsSync(DEV);
/**
 * Measured: isClaim && environmental P 72.7, R 84.8, F1 78.3; isClaim alone P 52.7, R 87.9, F1 65.9
 * (threshold at the cross-validated precision = recall point on train: CV F1 77.1). Before, with the
 * threshold at the best cross-validated F1: P 64.4, R 87.9, F1 74.4; before the per-term features
 * and the generic-wording rule (detect.ts): P 66.3, R 83.3, F1 73.8.
 */
const FLOORS = { f1: 0.75, recall: 0.8, precision: 0.68, claimRecall: 0.82 };

if (!present) {
  // eslint-disable-next-line no-console
  console.info(`env-claims benchmark skipped: ${DEV} is absent`);
}

describe.skipIf(!present)(`env-claims dev split (skipped when ${DEV} is absent)`, () => {
  const rows = present ? parseLabelledJsonl(readFileSync(DEV, 'utf8')) : [];

  it('has the published split size', () => {
    expect(rows).toHaveLength(265);
    expect(rows.filter((r) => r.label === 1)).toHaveLength(66);
  });

  it(`finds environmental claims with F1 >= ${FLOORS.f1}`, () => {
    const e = evaluateSentences(rows);
    expect(e.f1).toBeGreaterThanOrEqual(FLOORS.f1);
    expect(e.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(e.precision).toBeGreaterThanOrEqual(FLOORS.precision);
  });

  it('counts most labelled environmental claims as claims of some type', () => {
    expect(evaluateSentences(rows, { mode: 'claim' }).recall).toBeGreaterThanOrEqual(FLOORS.claimRecall);
  });
});
