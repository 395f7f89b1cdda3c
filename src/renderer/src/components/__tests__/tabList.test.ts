import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../TabList';

describe('tab keys', () => {
  it('moves with the arrows (wrapping), Home and End, and ignores other keys', () => {
    expect([nextTabIndex('ArrowRight', 0, 3), nextTabIndex('ArrowRight', 2, 3)]).toEqual([1, 0]);
    expect([nextTabIndex('ArrowLeft', 0, 3), nextTabIndex('ArrowLeft', 2, 3)]).toEqual([2, 1]);
    expect([nextTabIndex('Home', 2, 3), nextTabIndex('End', 0, 3)]).toEqual([0, 2]);
    // Two tabs: either arrow goes to the other one.
    expect([nextTabIndex('ArrowRight', 0, 2), nextTabIndex('ArrowLeft', 0, 2)]).toEqual([1, 1]);
    expect(nextTabIndex('Enter', 1, 3)).toBe(-1);
  });
});
