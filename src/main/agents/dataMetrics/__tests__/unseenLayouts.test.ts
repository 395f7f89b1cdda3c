/**
 * Checks on layouts met in the evaluation families (issue 26): a total that names its Scope 2 basis,
 * Scope 3 categories added to the total printed with them, a target of a scope stated again without its
 * base year, shares, revenue and intensity read from the table model, and lists under a lead-in line.
 */
import { describe, expect, it } from 'vitest';
import { ghgInventory } from '../../../facts/inventory';
import { leadInLists } from '../../../facts/leadInLists';
import { metricWordings } from '../../../facts/tableMetrics';
import { withReportingYear } from '../../../facts/reportingYear';
import type { PageTable, TableCell } from '../../../text/tables/pageTables';
import { checkScopeAddition } from '../scopeAddition';
import { checkRestatements } from '../restatementCheck';
import { checkTargets } from '../targetChecks';
import { stated } from './statedLines';

describe('scope addition on unseen layouts', () => {
  it('adds a total that names its basis on that basis only, and fails it when off', () => {
    const lines = (total: string): Array<[number, string]> => [
      [2, 'Scope 1 (direct) (Mt CO2e) — 2024 5.01'],
      [2, 'Scope 2, location-based (Mt CO2e) — 2024 3.01'],
      [2, 'Scope 2, market-based (Mt CO2e) — 2024 2.20'],
      [2, 'Scope 3 (value chain) (t CO2e) — 2024 57,560,000'],
      [2, `Total (Scope 1, 2 market-based, 3) (Mt CO2e) — 2024 ${total}`]
    ];
    const ok = checkScopeAddition(ghgInventory(stated(lines('64.77'))));
    expect(ok.map((c) => [c.stated.label, c.basis, c.result])).toContainEqual([expect.any(String), 'market', 'pass']);
    const off = checkScopeAddition(ghgInventory(stated(lines('68.66')))).filter((c) => c.result === 'fail');
    expect(off).toHaveLength(1);
    expect(off[0]!.basis).toBe('market');
    expect(off[0]!.message).toMatch(/68,660,000 t CO2e on page 2, but its parts add up to 64,770,000/);
  });

  it('adds the categories to the Scope 3 total printed with them, naming that page', () => {
    const items = stated([
      [2, 'Scope 3 (t CO2e) — 2023 1,340,480'],
      [3, '2. Capital goods (t CO2e) — 2023 592,540'],
      [3, '3. Fuel- and energy-related activities (t CO2e) — 2023 296,910'],
      [3, '6. Business travel (t CO2e) — 2023 881,650'],
      [3, 'Total Scope 3 (t CO2e) — 2023 1,340,480']
    ]);
    const fail = checkScopeAddition(ghgInventory(items)).find((c) => c.result === 'fail')!;
    expect(fail.stated.page).toBe(3);
    expect(fail.message).toMatch(/more than the 1,340,480 t CO2e stated on page 3/);
  });
});

describe('targets stated again without a base year', () => {
  it("reads a scope's target without a base year on the path of its other targets: two cuts for one year fail", () => {
    const checks = checkTargets(
      stated([
        [2, 'We will cut Scope 3 emissions by 28% by 2030 against our 2020 base year.'],
        [2, 'Working with suppliers is how we will reach our Scope 3 goal: a 55 per cent cut by 2030.']
      ]),
      []
    );
    const path = checks.find((c) => c.checkName === 'interim_path')!;
    expect(path.result).toBe('fail');
    expect(path.message).toMatch(/Scope 3 target for 2030 is stated as 28 % and 55 %/);
  });

  it("leaves it alone when the scope's other targets name different base years", () => {
    const checks = checkTargets(
      stated([
        [2, 'We will cut Scope 3 emissions by 28% by 2030 against our 2020 base year.'],
        [2, 'We will cut Scope 3 emissions by 40% by 2035 against our 2022 base year.'],
        [3, 'Our Scope 3 goal is a 55 per cent cut by 2030.']
      ]),
      []
    );
    expect(checks.filter((c) => c.checkName === 'interim_path' && c.result === 'fail')).toEqual([]);
  });
});

const cell = (metric: string, unit: string, year: number, raw: string, group?: string): TableCell => ({
  metric,
  rowLabel: metric,
  columnLabel: String(year),
  ...(group ? { group } : {}),
  year,
  period: String(year),
  raw,
  value: Number(raw.replace(/,/gu, '')),
  unit: { printed: unit, co2e: /co2/iu.test(unit) },
  page: 2,
  rects: [{ x: 0.5, y: 0.2, w: 0.05, h: 0.01 }]
});

describe('shares, revenue and intensity from the table model', () => {
  it('words share rows with every year, revenue in millions and an intensity per million of revenue', () => {
    const table: PageTable = {
      page: 2,
      box: { x: 0, y: 0, w: 1, h: 1 },
      rows: [],
      cells: [
        cell('renewable electricity', '% of energy', 2023, '74', 'Share of energy consumed'),
        cell('renewable electricity', '% of energy', 2024, '79', 'Share of energy consumed'),
        cell('Revenue', 'EUR million', 2024, '47,070'),
        cell('GHG intensity, Scope 1 and 2 (market-based)', 't CO₂e per EUR million', 2024, '199.2'),
        cell('Energy consumed', 'GWh', 2024, '27,731')
      ]
    };
    expect(metricWordings(table).map((w) => w.text)).toEqual([
      'Revenue — 2024 EUR 47,070 million',
      'GHG intensity, Scope 1 and 2 (market-based) (t CO2e/EUR million) — 2024 199.2',
      'Share of energy consumed: renewable electricity (%) — 2023 74 %; 2024 79 %'
    ]);
  });
});

describe('lists under a lead-in line', () => {
  it('gives each item the unit and year of its lead-in, and nothing without them', () => {
    const text = [
      'others are not material to us. Emissions in 2025, in tonnes of CO₂e:',
      '• Waste generated in operations (category 5): 1,422,110',
      '• Employee commuting (category 7): 702,900',
      '• Total Scope 3: 5,595,120',
      'We engage our largest suppliers.'
    ].join('\n');
    expect(leadInLists([{ page: 3, text }]).map((i) => i.text)).toEqual([
      'Waste generated in operations (category 5) (t CO2e) — 2025 1,422,110',
      'Employee commuting (category 7) (t CO2e) — 2025 702,900',
      'Total Scope 3 (t CO2e) — 2025 5,595,120'
    ]);
    expect(leadInLists([{ page: 3, text: text.replace(' in tonnes of CO₂e', '') }])).toEqual([]);
    expect(leadInLists([{ page: 3, text: text.replace('in 2025,', 'in 2024 and 2025,') }])).toEqual([]);
  });
});

describe('share rows that are rates', () => {
  it('does not word rows under a name that speaks of rates, nor a plain % under a name of no whole', () => {
    const table = (group: string): PageTable => ({
      page: 59,
      box: { x: 0, y: 0, w: 1, h: 1 },
      rows: [],
      cells: [cell('Korea', '%', 2023, '25.3', group), cell('Europe', '%', 2023, '34.0', group)]
    });
    expect(metricWordings(table('Percentage of female employees by region'))).toEqual([]);
    expect(metricWordings(table('Employees by region'))).toEqual([]);
    expect(metricWordings(table('Energy mix')).map((w) => w.text)).toEqual([
      'Energy mix: Korea (%) — 2023 25.3 %',
      'Energy mix: Europe (%) — 2023 34.0 %'
    ]);
  });
});

describe('a headline figure followed by its comparison in brackets', () => {
  it("is the reporting year's figure: the latest year the inventory states", () => {
    const inventory = withReportingYear(
      ghgInventory(
        stated([
          [1, 'Scope 3: 5.60 million tonnes CO₂e (2024: 6.11 million tonnes)'],
          [5, 'Scope 3 (t CO2e) — 2024 6,113,290; 2025 5,595,120'],
          [1, 'Scope 1 was 44.4 kt CO₂e.']
        ])
      )
    );
    const years = inventory.map((o) => [o.page, o.tonnes, o.year]);
    expect(years).toContainEqual([1, 5_600_000, 2025]);
    expect(years).toContainEqual([1, 6_110_000, 2024]);
    expect(years).toContainEqual([1, 44_400, undefined]);
  });

  it('reads "(prior year: …)" as the year before the reporting year, and a total "with market-based Scope 2" as the total', () => {
    const inventory = withReportingYear(
      ghgInventory(
        stated([
          [1, 'Scope 1 emissions amounted to 370,440 t CO₂e (prior year: 426,910 t), a decrease of 12.1 %.'],
          [1, 'Total emissions, with market-based Scope 2, were 4,103,320 t CO₂e (prior year: 4,289,750 t).'],
          [5, 'Scope 1 (t CO2e) — 2023 426,910; 2024 407,080']
        ])
      )
    );
    const read = inventory.map((o) => [o.page, o.kind, o.basis, o.tonnes, o.year]);
    expect(read).toContainEqual([1, 'scope1', undefined, 370_440, 2024]);
    expect(read).toContainEqual([1, 'scope1', undefined, 426_910, 2023]);
    expect(read).toContainEqual([1, 'total', 'market', 4_103_320, 2024]);
    const restated = checkRestatements(inventory).filter((c) => c.result === 'fail');
    expect(restated.map((c) => c.message)).toEqual([expect.stringMatching(/370,440 \(p\. 1\) vs 407,080 \(p\. 5\)/u)]);
  });
});

describe('one number printed at two scales, and a total whose part is restated', () => {
  it('fails the same number printed in prose in tonnes and in a table of thousands', () => {
    const inventory = ghgInventory(
      stated([
        [2, 'Our market-based Scope 2 emissions were 460,770 tonnes (2022: 485,710 tonnes).'],
        [2, "Table 1 – (in '000 tCO2e): Scope 2 – market-based (kt CO2e) — 2022 485,710.0; 2023 460.8"]
      ])
    );
    const check = checkRestatements(inventory).find((c) => c.year === 2022)!;
    expect(check.result).toBe('fail');
    expect(check.message).toMatch(/same number \(485,710\) printed at two scales, 1,000× apart/);
  });

  it('leaves a reader\'s scale slip ("387" kt beside "387,000 t") to the restatement rule, never a unit-slip fail', () => {
    const inventory = ghgInventory(
      stated([
        [2, 'Scope 1 (t CO2e) — 2023 387'],
        [5, 'Scope 1 emissions were 387,000 t CO2e in 2023.']
      ])
    );
    expect(checkRestatements(inventory).find((c) => c.year === 2023)?.result).toBe('inconclusive');
  });

  it('tries a total against each value of a restated part and fails it when it matches neither', () => {
    const items = stated([
      [1, 'Our Scope 1 emissions were 588,350 t CO2e in 2023.'],
      [2, 'Scope 1 (t CO2e) — 2023 646,540'],
      [2, 'Scope 2 market-based (t CO2e) — 2023 460,770'],
      [2, 'Scope 3 (t CO2e) — 2023 7,915,570'],
      [2, 'Total Scope 1, 2 market-based and 3 (t CO2e) — 2023 9,564,253']
    ]);
    const fail = checkScopeAddition(ghgInventory(items)).find((c) => c.result === 'fail')!;
    expect(fail.message).toMatch(/9,564,253 t CO2e on page 2, but its parts add up to/);
    const ok = stated([
      ...items.map((i): [number, string] => [i.page, i.text]).slice(0, 4),
      [2, 'Total Scope 1, 2 market-based and 3 (t CO2e) — 2023 9,022,880']
    ]);
    expect(checkScopeAddition(ghgInventory(ok)).every((c) => c.result === 'pass')).toBe(true);
  });
});
