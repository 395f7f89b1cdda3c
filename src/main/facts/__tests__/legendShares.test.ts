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

  it('words a legend set one item per line, other boxes’ words in between, under the caption naming the whole', () => {
    const text = [
      'Share of energy consumed, 2024',
      'Revenue 2024 Scope 1 and 2 (market-based) intensity',
      '7,264 40.5',
      '54 % renewable electricity',
      'EUR million t CO₂e per EUR million',
      'of revenue',
      '24 % natural gas',
      '34 % other fuels'
    ].join('\n');
    expect(legendShares([{ page: 7, text }]).map((i) => i.text)).toEqual([
      'Share of energy consumed: renewable electricity (%) — 2024 54 %',
      'Share of energy consumed: natural gas (%) — 2024 24 %',
      'Share of energy consumed: other fuels (%) — 2024 34 %'
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
