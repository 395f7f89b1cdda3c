/**
 * A table printed turned a quarter on an upright page: read in its own frame, each cell's box set back on
 * the page. Also: words set well apart after a figure start a cell of their own ("2024 | Change …").
 */
import { describe, expect, it } from 'vitest';
import type { TextItem } from '../../../ingest/types';
import { readPageTables } from '../pageTables';
import { item, page, row, WIDTH, HEIGHT } from './page';

/** An item laid out upright in the turned frame (a page HEIGHT wide), set on the page reading bottom to top. */
const turned = (it: TextItem): TextItem => {
  const r = it.box;
  const size = it.fontSize;
  return { ...it, box: { x: r.y, y: 1 - r.x - r.w, w: r.h, h: r.w }, transform: [0, size, -size, 0, 0, 0] };
};

describe('table model: a table printed turned a quarter', () => {
  it('reads the turned table and sets its cells back on the page', () => {
    // Laid out in the turned frame: HEIGHT points wide, WIDTH points high; item() divides by WIDTH/HEIGHT.
    const sx = WIDTH / HEIGHT;
    const at = (its: TextItem[]): TextItem[] =>
      its.map((i) => ({ ...i, box: { ...i.box, x: i.box.x * sx, w: i.box.w * sx, y: i.box.y / sx, h: i.box.h / sx } }));
    const frame = at([
      item('Environmental performance data: greenhouse gas emissions by scope, operational control, all sites', 40, 40),
      ...row(60, [
        ['t CO2e', 40],
        ['2023', 300],
        ['2024', 380],
        ['Change (%)', 420]
      ]),
      ...row(76, [
        ['Scope 1', 40],
        ['12,400', 290],
        ['11,800', 370],
        ['−4.8', 430]
      ]),
      ...row(92, [
        ['Scope 3', 40],
        ['88,000', 290],
        ['84,100', 370],
        ['−4.4', 430]
      ])
    ]);
    const items = [item('Turn the page to read the table.', 40, 700), ...frame.map(turned)];
    const cells = readPageTables(page(items), 5).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.metric, c.year, c.raw])).toEqual([
      ['Scope 1', 2023, '12,400'],
      ['Scope 1', 2024, '11,800'],
      ['Scope 3', 2023, '88,000'],
      ['Scope 3', 2024, '84,100']
    ]);
    // Set back on the page: the figure's box is tall and narrow, where the turned text stands.
    const box = cells[0]!.rects[0]!;
    expect(box.h).toBeGreaterThan(box.w);
    const source = items.find((i) => i.str === '12,400')!.box;
    expect(box.x).toBeCloseTo(source.x, 5);
    expect(box.y).toBeCloseTo(source.y, 5);
  });

  it('keeps a change column apart from the year heading set just before it', () => {
    const items = [
      ...row(60, [
        ['t CO2e', 40],
        ['2023', 300],
        ['2024', 370],
        ['Change', 394]
      ]),
      ...row(76, [
        ['Scope 1', 40],
        ['12,400', 290],
        ['11,800', 360],
        ['−4.8', 405]
      ])
    ];
    const cells = readPageTables(page(items), 1).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.year, c.raw])).toEqual([
      [2023, '12,400'],
      [2024, '11,800']
    ]);
  });
});
