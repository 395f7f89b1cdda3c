/** Label/value lines joined by dot leaders, under headings that give their year. */
import { describe, expect, it } from 'vitest';
import { leaderLines } from '../leaderLines';

const PAGE = [
  'Greenhouse gas emissions, 2024',
  'Scope 1 GHG emissions .............................. 222,440 tCO2e',
  'Scope 2 GHG emissions, market-based ................ 154,820 tCO2-e',
  'Scope 3 GHG emissions ................. 1,896,590 tonnes CO2-eq.',
  'Total GHG emissions (Scope 1, 2 market-based and 3) ......... 2,273.85 ktCO2e',
  'Comparative year 2023',
  'Scope 1 GHG emissions .............................. 233,720 tCO2e',
  'Intensity and energy, 2024',
  'Revenue ............................................. EUR 3,553 million',
  'GHG intensity (Scope 1 and 2, market-based) ......... 106.2 tCO2e / EUR million revenue',
  'Share of energy consumed: renewable electricity ............ 76 %',
  'Share of energy consumed: natural gas ...................... 30 %',
  'Scope 1 GHG emissions, base year 2020 ........................ 268,350 tCO2e',
  'Scope 1 and 2 (market-based), change 2020–2024 ............... -18.1 %'
].join('\n');

describe('leader lines', () => {
  it("words each line with the year of its heading, or its own, in the table model's wordings", () => {
    expect(leaderLines([{ page: 3, text: PAGE }]).map((i) => i.text)).toEqual([
      'Scope 1 GHG emissions (t CO2e) — 2024 222,440',
      'Scope 2 GHG emissions, market-based (t CO2e) — 2024 154,820',
      'Scope 3 GHG emissions (t CO2e) — 2024 1,896,590',
      'Total GHG emissions (Scope 1, 2 market-based and 3) (kt CO2e) — 2024 2,273.85',
      'Scope 1 GHG emissions (t CO2e) — 2023 233,720',
      'Scope 1 GHG emissions, base year 2020 (t CO2e) — 2020 268,350',
      'Revenue — 2024 EUR 3,553 million',
      'GHG intensity (Scope 1 and 2, market-based) (t CO2e/EUR million) — 2024 106.2',
      'Share of energy consumed: renewable electricity (%) — 2024 76 %',
      'Share of energy consumed: natural gas (%) — 2024 30 %'
    ]);
  });

  it("reads nothing from a contents page's leaders", () => {
    const contents = 'Contents\nOur strategy ........................ 4\nClimate ............................. 12';
    expect(leaderLines([{ page: 2, text: contents }])).toEqual([]);
  });
});
