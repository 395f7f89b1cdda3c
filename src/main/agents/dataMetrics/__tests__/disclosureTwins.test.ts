/**
 * The lines the generated GHG twins print for the disclosure checks (scripts/fixtures/ghgTwinsDisclosure.mjs),
 * read as the claims engine reads them (claimFigures), each line as a claim and as page text: the
 * clean lines pass both checks, each planted line is caught.
 */
import { describe, expect, it } from 'vitest';
import { clean, planted } from '../../../../../scripts/fixtures/ghgTwinsDisclosure.mjs';
import { claimFigures } from '../../../facts/claimFigures';
import { checkGwpBasis } from '../gwpCheck';
import type { StatedText } from '../../../facts/inventory';
import { checkSharesSum } from '../sharesCheck';
import { MetricCheckSchema } from '../../../../shared/domain/findingDetails';

const INVENTORY = 'In 2023 our Scope 1 emissions were 48,200 tCO2e.';
const asClaims = (lines: string[]): StatedText[] =>
  [INVENTORY, ...lines].map((text, i) => ({
    text,
    figures: claimFigures(text),
    page: 3,
    rects: [],
    source: { kind: 'claim', claimId: `t${i}` }
  }));
const run = (lines: string[]) => {
  const stated = asClaims(lines);
  const checks = [...checkGwpBasis(stated, [{ page: 3, text: lines.join('\n') }]), ...checkSharesSum(stated)];
  // Each result is a valid MetricCheck, the contract report.json carries.
  for (const c of checks) expect(MetricCheckSchema.parse(c)).toEqual(c);
  return checks.map((c) => [c.checkName, c.result]);
};

describe('GHG twins: disclosure lines', () => {
  it('clean lines pass both checks', () => {
    expect(run(clean)).toEqual([
      ['gwp_basis', 'pass'],
      ['shares_sum', 'pass']
    ]);
  });

  it('each planted line is caught by its check', () => {
    expect(run(planted)).toEqual([
      ['gwp_basis', 'fail'],
      ['shares_sum', 'fail']
    ]);
    for (const line of planted) expect(run([line]).some(([, result]) => result === 'fail')).toBe(true);
  });

  it('the lines are plain ASCII and fit one line of the page', () => {
    for (const line of [...clean, ...planted]) {
      expect(line).toMatch(/^[\x20-\x7e]+$/);
      expect(line.length).toBeLessThan(90);
    }
  });
});
