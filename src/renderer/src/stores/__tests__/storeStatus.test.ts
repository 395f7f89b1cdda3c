import { describe, expect, it } from 'vitest';
import { initialStoreState, mergeStoreState } from '../storeStatus';

describe('mergeStoreState', () => {
  it('follows progress forward while starting', () => {
    const a = mergeStoreState(initialStoreState, { state: 'starting', message: 'Opening database', progress: 0.4 });
    const b = mergeStoreState(a, { state: 'starting', message: 'Loading index', progress: 0.2 });
    expect(b).toEqual({ state: 'starting', message: 'Loading index', progress: 0.4 });
  });

  it('moves to ready or failed and stays there', () => {
    const ready = mergeStoreState(initialStoreState, { state: 'ready', message: 'Ready', progress: 1 });
    expect(mergeStoreState(ready, { state: 'starting', message: 'late', progress: 0.1 })).toBe(ready);
    const failed = mergeStoreState(initialStoreState, { state: 'failed', message: 'locked', progress: 0 });
    expect(mergeStoreState(failed, { state: 'ready', message: 'Ready', progress: 1 }).state).toBe('failed');
  });
});
