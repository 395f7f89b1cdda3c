import { describe, expect, it } from 'vitest';
import { alignCells, underColumns } from '../columnAlign';

const box = (x: number, w = 0.03) => ({ x, y: 0.5, w, h: 0.01 });
const YEARS = ['2021', '2022', '2023'];
const COLUMNS = [box(0.5), box(0.56), box(0.62)];

describe('cells placed under their year columns', () => {
  it('pairs two figures under three years with the last two years (a blank first year)', () => {
    expect(alignCells(COLUMNS, YEARS, [box(0.555, 0.04), box(0.615, 0.04)])).toEqual(['2022', '2023']);
  });

  it('pairs a full row one to one, and leaves a last change column without a year', () => {
    expect(alignCells(COLUMNS, YEARS, [box(0.5), box(0.56), box(0.62)])).toEqual(YEARS);
    expect(alignCells(COLUMNS, YEARS, [box(0.5), box(0.56), box(0.62), box(0.7)])).toEqual([...YEARS, undefined]);
  });

  it('refuses two cells in one column or a cell left of the first column', () => {
    expect(alignCells(COLUMNS, YEARS, [box(0.555), box(0.565)])).toBeNull();
    expect(alignCells(COLUMNS, YEARS, [box(0.3), box(0.56)])).toBeNull();
  });

  it('tells whether a row stands under a header at all (tables side by side)', () => {
    expect(underColumns(COLUMNS, [box(0.56), box(0.62)])).toBe(true);
    expect(underColumns(COLUMNS, [box(0.1), box(0.16)])).toBe(false);
  });
});
