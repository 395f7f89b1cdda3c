/** The model router may add agents, but not Academic/Research to a claim with nothing technical to investigate. */
import { describe, expect, it } from 'vitest';
import { SPECIALISTS } from '../../../../shared/domain/agents';
import type { Gateway } from '../../../llm/gatewayTypes';
import { makeClaim } from '../../judge/__tests__/fixtures';
import { createModelRouter } from '../modelRouting';
import { routeClaim } from '../routing';

/** A gateway whose routing answer adds academic and geography to every claim it is shown. */
function addingGateway(): Gateway {
  const complete = async (_role: string, prompt: { user: string }) => {
    const ids = prompt.user.split('\n').map((l) => (JSON.parse(l) as { claimId: string }).claimId);
    return {
      value: { routes: ids.map((claimId) => ({ claimId, add: ['academic', 'geography'], reason: 'worth a look' })) },
      model: 'fake-model',
      attempts: 1,
      repaired: false,
      usage: { promptTokens: 0, completionTokens: 0 }
    };
  };
  return { complete } as unknown as Gateway;
}

describe('model routing and Academic/Research', () => {
  it('adds Academic only to a claim with a technical assertion', async () => {
    const all = new Set(SPECIALISTS);
    const plain = makeClaim('quantitative', {
      id: 'clm_plain',
      text: 'Our water withdrawal fell by 4% compared with the previous year.'
    });
    const method = makeClaim('quantitative', {
      id: 'clm_method',
      text: 'Scope 2 emissions, calculated with the GHG Protocol location-based method, were 41,200 tCO2e.'
    });
    const decisions = [plain, method].map((c) => routeClaim(c, all));
    expect(decisions.map((d) => d.agents.includes('academic'))).toEqual([false, true]);
    const [p, m] = await createModelRouter(addingGateway()).refine(
      [plain, method],
      decisions,
      all,
      new AbortController().signal
    );
    expect(p!.agents).toContain('geography');
    expect(p!.agents).not.toContain('academic');
    expect(p!.reason).toMatch(/added geography:/);
    expect(m!.agents).toContain('academic');
  });
});
