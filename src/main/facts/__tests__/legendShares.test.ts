/** A chart's legend of shares under its caption. */
import { describe, expect, it } from 'vitest';
import { legendShares } from '../legendShares';

describe('legend shares', () => {
  it('words a legend under a caption naming a whole and a year as one share row per item', () => {
    const text =
      'Energy consumed by source, 2023\n\n renewable electricity 75 %    natural gas 18 %   other fuels 19 %';
    expect(legendShares([{ page: 4, text }]).map((i) => i.text)).toEqual([
      'Energy consumed by source: renewable electricity (%) — 2023 75 %',
      'Energy consumed by source: natural gas (%) — 2023 18 %',
      'Energy consumed by source: other fuels (%) — 2023 19 %'
    ]);
  });

  it('reads nothing under a caption of rates, or a sentence with percentages', () => {
    const rates = 'Percentage of female employees, 2023\nKorea 25 %  Europe 34 %';
    const prose = 'Sales 2023\nRevenue grew 5 % while costs fell 3 % in the year';
    expect(
      legendShares([
        { page: 4, text: rates },
        { page: 5, text: prose }
      ])
    ).toEqual([]);
  });
});
