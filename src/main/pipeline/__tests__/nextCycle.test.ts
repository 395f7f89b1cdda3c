import { describe, expect, it } from 'vitest';
import { nextCycle } from '../state';

describe('nextCycle (the one cycle rule of runner and orchestrate node)', () => {
  it('opens the next cycle only when coming back from the Judge', () => {
    expect(nextCycle({ stage: 'judge', cycle: 1 })).toBe(2);
    expect(nextCycle({ stage: 'claims', cycle: 1 })).toBe(1);
    expect(nextCycle({ stage: 'orchestrate', cycle: 2 })).toBe(2);
  });
});
