/** The corner cell as the name of the rows below it, without the unit it prints. */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const block = (corner: string, top: number, rows: Array<[string, string, string]>) => [
  ...row(top, [
    [corner, 40],
    ['2023', 380],
    ['2024', 460]
  ]),
  ...rows.flatMap(([label, a, b], k) =>
    row(top + 16 * (k + 1), [
      [label, 60],
      [a, 380],
      [b, 460]
    ])
  )
];

describe('table model: the corner cell names the rows', () => {
  it("keeps the scope a corner names without its unit, and the previous block's last row out of the head", () => {
    const items = [
      item('Table 2: Greenhouse gas emissions by scope', 40, 60),
      ...block('Scope 1 (t CO₂e)', 80, [['Total Scope 1', '624,400', '580,670']]),
      ...block('Scope 2 – purchased electricity (t CO₂e)', 128, [
        ['Location-based', '477,410', '447,840'],
        ['Market-based', '346,830', '328,990']
      ])
    ];
    const tables = readPageTables(page(items), 1).tables;
    const market = tables.flatMap((t) => t.cells.map((c) => ({ t, c }))).find((x) => x.c.metric === 'Market-based')!;
    expect(market.t.title).toMatch(/Scope 2 – purchased electricity$/u);
    expect(market.c.columnLabel).toBe('2023');
    expect(market.c.unit?.tonnesPer).toBe(1);
  });

  it('leaves a corner that prints only a unit and its multiple unnamed', () => {
    const items = block("(in '000 tCO2e)", 80, [['Scope 1', '781.6', '691.1']]);
    const [table] = readPageTables(page(items), 1).tables;
    expect(table!.title).toBeUndefined();
    expect(table!.cells[0]!.unit?.tonnesPer).toBe(1000);
  });
});
