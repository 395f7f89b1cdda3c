/** Targets printed as a table: each row becomes a target sentence. */
import { describe, expect, it } from 'vitest';
import { targetTables } from '../targetTables';

describe('targets tables', () => {
  it('words each row under a head naming a base and a target year', () => {
    const text = [
      'Targets',
      'Scope Base year Base-year emissions Target year Reduction vs. base',
      '(tCO2e) year',
      'Scope 1 and 2 2020 460,370 2027 58 %',
      'Scope 1 and 2 2020 460,370 2030 50 %',
      'Scope 3 emissions (absolute) 2020 2030 30%'
    ].join('\n');
    expect(targetTables([{ page: 4, text }]).map((r) => r.text)).toEqual([
      'Target: reduce Scope 1 and 2 emissions by 58 % by 2027 against the 2020 base year.',
      'Target: reduce Scope 1 and 2 emissions by 50 % by 2030 against the 2020 base year.',
      'Target: reduce Scope 3 emissions (absolute) emissions by 30 % by 2030 against the 2020 base year.'
    ]);
  });

  it('takes the base year from a head that names it over the reduction column ("Cut from 2019")', () => {
    const text = [
      'Commitment Ceiling (t CO₂e) By Cut from 2019',
      'Scope 1 and 2 emissions 969,700 2027 23 %',
      'Scope 3 emissions 6,028,600 2030 25 %'
    ].join('\n');
    expect(targetTables([{ page: 4, text }]).map((r) => r.text)).toEqual([
      'Target: reduce Scope 1 and 2 emissions emissions by 23 % by 2027 against the 2019 base year.',
      'Target: reduce Scope 3 emissions emissions by 25 % by 2030 against the 2019 base year.'
    ]);
  });

  it('reads no row without such a head', () => {
    expect(targetTables([{ page: 4, text: 'Emissions\nScope 1 2020 460,370 2027 58 %' }])).toEqual([]);
  });
});
