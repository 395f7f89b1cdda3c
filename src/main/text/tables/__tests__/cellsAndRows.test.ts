/**
 * Cells, rows and units of unseen layouts: a figure with its unit or its share in one cell, a bilingual row,
 * a section column, shares printed with "%", ESRS E1-6 heads and milestones, gases under year blocks.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) => readPageTables(page(items), 1).tables.flatMap((t) => t.cells);
const read = (items: Parameters<typeof page>[0]) =>
  cellsOf(items).map((c) => [
    c.metric,
    c.year,
    c.raw,
    c.unit?.co2e ? (c.unit.tonnesPer ?? 0) : (c.unit?.printed ?? '')
  ]);

describe('table model: cells, rows and units of unseen layouts', () => {
  it('reads a figure printed with its unit in one cell ("95,400 tCO₂e")', () => {
    const items = [
      ...row(100, [
        ['Indicator', 40],
        ['2024', 250],
        ['2025', 350],
        ['Assurance', 450]
      ]),
      ...row(116, [
        ['Scope 1', 40],
        ['205,610 tCO₂e', 230],
        ['1.90 kt CO2e', 330],
        ['✓ (R)', 450]
      ])
    ];
    expect(read(items)).toEqual([
      ['Scope 1', 2024, '205,610', 1],
      ['Scope 1', 2025, '1.90', 1000]
    ]);
    const unitColumn = [
      ...row(100, [
        ['Indicator', 40],
        ['Unit', 200],
        ['2023', 350]
      ]),
      ...row(116, [
        ['Investments', 40],
        ['1,000 tonnes CO₂e', 200],
        ['169', 350]
      ])
    ];
    expect(read(unitColumn)).toEqual([['Investments', 2023, '169', 1000]]);
  });

  it('reads a bilingual table: each row\'s second-language line joined, "Tsd." as thousands', () => {
    const items = [
      ...row(100, [
        ['Kennzahl', 40],
        ['Einheit', 200],
        ['2024', 350]
      ]),
      ...row(120, [
        ['Scope-1-Emissionen (direkt)', 40],
        ['Tsd. t CO₂e', 200],
        ['284,0', 350]
      ]),
      ...row(131, [
        ['Scope 1 emissions (direct)', 40],
        ["'000 t CO₂e", 200]
      ]),
      ...row(150, [
        ['Scope-3-Emissionen', 40],
        ['Tsd. t CO₂e', 200],
        ['3.647,9', 350]
      ]),
      ...row(161, [['Scope 3 emissions', 40]])
    ];
    expect(read(items)).toEqual([
      ['Scope-1-Emissionen (direkt) Scope 1 emissions (direct)', 2024, '284,0', 1000],
      ['Scope-3-Emissionen Scope 3 emissions', 2024, '3.647,9', 1000]
    ]);
  });

  it('dates one column of shares by the year its caption names, the shares printed with "%"', () => {
    const items = [
      item('Energy mix 2024', 40, 84),
      ...row(100, [
        ['Energy source', 40],
        ['Share of energy use', 330]
      ]),
      ...row(116, [
        ['Renewable electricity', 40],
        ['80 %', 380]
      ]),
      ...row(132, [
        ['Natural gas', 40],
        ['20 %', 380]
      ])
    ];
    const tables = readPageTables(page(items), 1).tables;
    expect(tables.map((t) => t.title)).toEqual(['Energy mix – Energy source']);
    expect(read(items)).toEqual([
      ['Renewable electricity', 2024, '80', '%'],
      ['Natural gas', 2024, '20', '%']
    ]);
  });

  it('reads a figure with its share in brackets under a head giving unit then year, never a change column', () => {
    const items = [
      ...row(100, [
        ['Category', 40],
        ['Mt CO₂e (% of Scope 3), 2025', 300],
        ['+/–', 450]
      ]),
      ...row(116, [
        ['2. Capital goods', 40],
        ['4.79 (10 %)', 330],
        ['−3.2%', 450]
      ])
    ];
    expect(read(items)).toEqual([['2. Capital goods', 2025, '4.79', 1e6]]);
  });

  it('reads a section column beside the labels, its name wrapped and naming the rows down to the next', () => {
    const items = [
      ...row(100, [
        ['Metric category', 40],
        ['Metric', 150],
        ['2024', 400]
      ]),
      ...row(116, [
        ['GHG emissions (t', 40],
        ['Scope 1', 150],
        ['111,670', 400]
      ]),
      ...row(128, [
        ['CO₂e)', 40],
        ['Scope 2 (market-based)', 150],
        ['75,390', 400]
      ]),
      ...row(140, [
        ['Scope 3', 150],
        ['1,149,630', 400]
      ])
    ];
    expect(cellsOf(items).map((c) => [c.group, c.metric, c.unit?.tonnesPer])).toEqual([
      ['GHG emissions (t CO₂e)', 'Scope 1', 1],
      ['GHG emissions (t CO₂e)', 'Scope 2 (market-based)', 1],
      ['GHG emissions (t CO₂e)', 'Scope 3', 1]
    ]);
  });

  it('leaves rates with a change column out ("15% | 11% | 40.0%")', () => {
    const items = [
      ...row(100, [
        ['Indicator', 40],
        ['FY 2023', 300],
        ['FY 2022', 360],
        ['+/–', 420]
      ]),
      ...row(116, [
        ['Scope 1 (kt CO₂e)', 40],
        ['387', 300],
        ['393', 360],
        ['−1.5%', 420]
      ]),
      ...row(132, [
        ['Rate of electric vehicles', 40],
        ['15%', 300],
        ['11%', 360],
        ['40.0%', 420]
      ])
    ];
    expect(read(items).map((c) => [c[1], c[2]])).toEqual([
      [2023, '387'],
      [2022, '393']
    ]);
  });

  it('keeps the year columns across a row without figures ("See text"), a dash in the code column no figure', () => {
    const items = [
      ...row(100, [
        ['Code', 40],
        ['Accounting metric', 110],
        ['2025', 400],
        ['2024', 470]
      ]),
      ...row(116, [
        ['RT-1', 40],
        ['Gross global Scope 1 emissions (t CO₂e)', 110],
        ['166,270', 400],
        ['172,850', 470]
      ]),
      ...row(132, [
        ['RT-2', 40],
        ['Discussion of strategy', 110],
        ['See text', 390]
      ]),
      ...row(148, [
        ['—', 40],
        ['Scope 3 emissions (t CO₂e)', 110],
        ['1,396,720', 390],
        ['1,504,550', 460]
      ])
    ];
    expect(read(items).map((c) => [c[0], c[1], c[2]])).toEqual([
      ['Gross global Scope 1 emissions (t CO₂e)', 2025, '166,270'],
      ['Gross global Scope 1 emissions (t CO₂e)', 2024, '172,850'],
      ['Scope 3 emissions (t CO₂e)', 2025, '1,396,720'],
      ['Scope 3 emissions (t CO₂e)', 2024, '1,504,550']
    ]);
  });

  it('dates a column of amounts beside its shares by the year a lead-in ending with a colon names', () => {
    const items = [
      item("screening all fifteen; their emissions in 2025 and each one's share of Scope 3:", 40, 84),
      ...row(100, [
        ['Category', 40],
        ['tonnes CO₂e', 330],
        ['% of Scope 3', 430]
      ]),
      ...row(116, [
        ['Category 1 – Purchased goods and services', 40],
        ['2,237,695', 330],
        ['33.4', 450]
      ]),
      ...row(132, [
        ['Category 2 – Capital goods', 40],
        ['1,306,790', 330],
        ['19.5', 450]
      ])
    ];
    expect(read(items)).toEqual([
      ['Category 1 – Purchased goods and services', 2025, '2,237,695', 1],
      ['Category 1 – Purchased goods and services', 2025, '33.4', '% of Scope 3'],
      ['Category 2 – Capital goods', 2025, '1,306,790', 1],
      ['Category 2 – Capital goods', 2025, '19.5', '% of Scope 3']
    ]);
  });

  it('reads an ESRS E1-6 head ("Base year (2018)", "Comparative (2023)", "N (2024)"), never a milestone column', () => {
    const items = [
      item('Gross emissions, milestones and target years', 20, 84),
      ...row(100, [
        ['Base year (2018)', 180],
        ['Comparative (2023)', 260],
        ['N (2024)', 350],
        ['2030', 450]
      ]),
      ...row(116, [
        ['Scope 3 emissions (tCO₂eq)', 20],
        ['4,441,560', 190],
        ['3,845,700', 270],
        ['3,764,280', 350],
        ['3,197,920', 450]
      ])
    ];
    expect(read(items).map((c) => [c[1], c[2]])).toEqual([
      [2018, '4,441,560'],
      [2023, '3,845,700'],
      [2024, '3,764,280']
    ]);
  });

  it('reads the total column of year blocks of scopes over columns of gases', () => {
    const items = [
      ...row(100, [
        ['CO₂', 250],
        ['CH₄', 320],
        ['Total CO₂e', 420]
      ]),
      item('2023', 40, 116),
      ...row(132, [
        ['Scope 1', 50],
        ['110,403', 250],
        ['2,466', 320],
        ['117,450', 420]
      ]),
      ...row(148, [
        ['Scope 2 (market-based)', 50],
        ['61,060', 250],
        ['248', 320],
        ['61,990', 420]
      ])
    ];
    expect(cellsOf(items).map((c) => [c.metric, c.year, c.raw])).toEqual([
      ['Scope 1', 2023, '117,450'],
      ['Scope 2 (market-based)', 2023, '61,990']
    ]);
  });

  it('reads "t-CO2" in a unit column', () => {
    const items = [
      ...row(100, [
        ['Item', 40],
        ['Unit', 200],
        ['FY2022', 300],
        ['FY2023', 380]
      ]),
      ...row(116, [
        ['Scope 1 (direct emissions)', 40],
        ['t-CO2', 200],
        ['365,640', 300],
        ['333,380', 380]
      ])
    ];
    expect(read(items)).toEqual([
      ['Scope 1 (direct emissions)', 2022, '365,640', 1],
      ['Scope 1 (direct emissions)', 2023, '333,380', 1]
    ]);
  });

  it('reads estimates ("approx. 60") as figures and "n.a. (first year)" or "< 1 %" as empty, in one table', () => {
    const items = [
      ...row(100, [
        ['Metric', 40],
        ['Unit', 160],
        ['2019 (base)', 250],
        ['2023', 350],
        ['2024', 450]
      ]),
      ...row(116, [
        ['Scope 1', 40],
        ['t CO₂e', 160],
        ['422,580', 250],
        ['340,430', 350],
        ['312,570', 450]
      ]),
      ...row(132, [
        ['Internal carbon price', 40],
        ['EUR / t CO₂e', 160],
        ['n.a. (first year)', 250],
        ['approx. 70', 350],
        ['85', 450]
      ]),
      ...row(148, [
        ['Coal revenue', 40],
        ['%', 160],
        ['< 1 %', 250],
        ['< 1 %', 350],
        ['< 1 %', 450]
      ])
    ];
    const cells = cellsOf(items);
    expect(cells.filter((c) => c.metric === 'Scope 1').map((c) => [c.year, c.value])).toEqual([
      [2019, 422_580],
      [2023, 340_430],
      [2024, 312_570]
    ]);
    expect(cells.filter((c) => c.metric === 'Internal carbon price').map((c) => [c.year, c.value])).toEqual([
      [2019, null],
      [2023, 70],
      [2024, 85]
    ]);
  });
});
