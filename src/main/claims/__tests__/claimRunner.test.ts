/** The claims runner on the run host: a second Extract while the first run is being set up is refused. */
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../events/bus';
import { silentLogger } from '../../log';
import type { StoreManager } from '../../store/stores';
import type { ClaimEngine } from '../engine';
import { createClaimRunner } from '../claimRunner';

describe('claims runner', () => {
  it('refuses a second start of a report whose run is still being set up, and frees the report after', async () => {
    const engines: Array<(err: Error) => void> = [];
    const runner = createClaimRunner({
      stores: { get: () => ({}) } as unknown as StoreManager,
      bus: createEventBus(),
      log: silentLogger,
      // The engine is being prepared (a model engine checks its settings) until the test says otherwise.
      engineFor: () => new Promise<ClaimEngine>((_, reject) => engines.push(reject))
    });
    const first = runner.start('rep_1', 'model');
    await expect(runner.start('rep_1', 'model')).rejects.toMatchObject({
      code: 'RUN_ACTIVE',
      message: 'a claims run of this report is starting; wait for it'
    });
    expect(engines).toHaveLength(1);
    engines[0]!(new Error('the model engine is not configured'));
    await expect(first).rejects.toThrow('the model engine is not configured');
    expect(runner.activeFor('rep_1')).toBeNull();
    const again = runner.start('rep_1', 'model');
    expect(engines).toHaveLength(2);
    engines[1]!(new Error('still not configured'));
    await expect(again).rejects.toThrow('still not configured');
  });
});
