import { describe, expect, it } from 'vitest';
import { MetricCheckSchema } from '../../../../shared/domain/findingDetails';
import { makeClaim } from '../../judge/__tests__/fixtures';
import { answerRequests } from '../answers';

const claim = makeClaim('quantitative', { id: 'clm_a', sourcePage: 4 });
const failed = MetricCheckSchema.parse({
  checkName: 'scope_addition',
  result: 'fail',
  severity: 'high',
  message: 'Scopes 1+2 does not add up.',
  values: [{ label: 'x', value: 1, page: 4, claimId: 'clm_a', role: 'tested' }]
});
const passed = MetricCheckSchema.parse({
  checkName: 'magnitude',
  result: 'pass',
  severity: 'high',
  message: 'No slip.'
});
const ask = (claimId: string | null) => ({
  id: 'req_1',
  from: 'legal' as const,
  to: ['data_metrics' as const],
  claimId,
  question: 'Do the figures hold?',
  cycle: 1
});

describe('Data/Metrics answers', () => {
  it('answers about a claim with the checks on its figures, and about the report with what failed', async () => {
    const [a] = await answerRequests([ask('clm_a')], [claim], [failed, passed], []);
    expect(a).toMatchObject({ requestId: 'req_1', from: 'data_metrics', findingIds: [] });
    expect(a!.answer).toBe(
      '1 check(s) on the figures of this claim (page 4):\nscope_addition fail: Scopes 1+2 does not add up.'
    );
    const [r] = await answerRequests([ask(null)], [claim], [failed, passed], []);
    expect(r!.answer).toBe(
      '2 whole-report checks: 1 pass, 1 failed or could not be run:\nscope_addition fail: Scopes 1+2 does not add up.'
    );
    expect((await answerRequests([ask('clm_gone')], [claim], [failed], []))[0]!.answer).toMatch(/not part of this run/);
  });
});
