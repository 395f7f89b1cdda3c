/** Two-digit and split fiscal years ("FY24", "by FY30", "FY 2018/19") read as the year they end in, offsets kept. */
import { describe, expect, it } from 'vitest';
import { fiscalYearsAsEnds, targetYearsIn, baseYearsIn, yearsIn } from '../dates';
import { claimFigures } from '../claimFigures';
import { readTargets } from '../targets';

describe('two-digit and split fiscal years', () => {
  it('writes each as the four-digit year it ends in, at the same length', () => {
    const cases: Array<[string, string]> = [
      ['In FY24, Scope 1 fell', 'In 2024, Scope 1 fell'],
      ['(FY 23: 12 t)', '( 2023: 12 t)'],
      ['from FY 2018/19 on', 'from       2019 on'],
      [
        'In FY2023/24, Scope 1 fell 15.6 % compared with FY2022/23',
        'In      2024, Scope 1 fell 15.6 % compared with      2023'
      ],
      ['FY23/24', '   2024'],
      ['FY22 FY23 FY24', '2022 2023 2024']
    ];
    for (const [printed, read] of cases) {
      expect(fiscalYearsAsEnds(printed)).toBe(read);
      expect(fiscalYearsAsEnds(printed)).toHaveLength(printed.length);
    }
  });

  it('leaves alone what is not a fiscal year', () => {
    for (const t of ['FY2024', 'FY24.5 t', '2019/21', '12.2023/24', 'MFY24']) expect(fiscalYearsAsEnds(t)).toBe(t);
  });

  it('finds "FY24" as a year mention, and target and base years written with two digits', () => {
    expect(yearsIn('In FY24 we cut Scope 1.')).toEqual(['FY24']);
    expect(targetYearsIn('a 30 % cut by FY30')).toEqual(['2030']);
    expect(baseYearsIn('against the FY20 base year')).toEqual(['2020']);
  });

  it('gives a sentence figure the year of "FY24", and a target its target and base years', () => {
    expect(claimFigures('Revenue in FY24 was EUR 8,884 million.')[0]).toMatchObject({ year: 2024 });
    const text = 'We aim to cut absolute Scope 1 and 2 emissions by 30 % by FY27, all from the FY20 base year.';
    expect(readTargets(text, claimFigures(text))[0]).toMatchObject({
      baseYear: 2020,
      milestones: [expect.objectContaining({ reductionPct: 30, targetYear: 2027 })]
    });
  });
});
