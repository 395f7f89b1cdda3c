/** Type tests: an agent's context offers reads, and no writable store. */
import { describe, expectTypeOf, it } from 'vitest';
import type { SpecialistContext } from '../../src/main/agents/specialist';
import type { ReportReader } from '../../src/main/agents/readContext';
import type { Stores } from '../../src/main/store/stores';

describe('agent context types', () => {
  it('has no stores, only readers', () => {
    // @ts-expect-error: agents get no writable stores
    expectTypeOf<SpecialistContext['stores']>().toEqualTypeOf<Stores>();
    expectTypeOf<SpecialistContext['report']>().toEqualTypeOf<ReportReader>();
    // @ts-expect-error: the report reader has no write method
    expectTypeOf<ReportReader['upsertMany']>().toBeFunction();
  });
});
