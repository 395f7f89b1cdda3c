import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import type { Claim } from '../../../../shared/domain/claim';
import type { InfoRequest } from '../../../../shared/domain/finding';
import { answerRequests } from '../answers';
import { assessParagraph } from '../assess';
import { createPool } from '../evidencePool';
import { buildProfiles } from '../profiles';
import { requirementsOf } from '../requirements';
import { requestsFor } from '../requests';

const registry = getRegistry();
const profiles = buildProfiles(registry.listParagraphs());
const claim = {
  id: 'clm_1',
  text: 'The Board is briefed on climate-related risks at every quarterly meeting.',
  sourcePage: 4,
  type: 'legal_governance',
  figures: [],
  preliminaryIfrs: []
} as unknown as Claim;
const entry = registry.getParagraph('S2.6(a)(iii)')!;
const assessed = assessParagraph(
  entry,
  requirementsOf(entry, (id) => registry.getParagraph(id)),
  { id: entry.id, score: 1, rank: 0, match: 0.5, named: false, preliminary: false, votes: 0 },
  { text: claim.text, page: 4 },
  createPool([], 9, profiles.idf, { page: async () => null }),
  [],
  profiles.idf
);
const ask = (over: Partial<InfoRequest>): InfoRequest => ({
  id: 'irq_1',
  from: 'data_metrics',
  to: ['legal'],
  claimId: null,
  question: '',
  cycle: 1,
  ...over
});

describe('Legal answering other agents', () => {
  const deps = {
    assessClaim: async () => [assessed],
    paragraphsFor: async (text: string) => (/scope 3/i.test(text) ? [registry.getParagraph('S2.29(a)(i)(3)')!] : [])
  };

  it("names the requirements of a claim's paragraphs, found and missing, and cites its findings", async () => {
    const [a] = await answerRequests(
      [ask({ claimId: 'clm_1' })],
      [claim],
      [{ id: 'fnd_1', claimId: 'clm_1' } as never],
      deps
    );
    expect(a).toMatchObject({ requestId: 'irq_1', from: 'legal', findingIds: ['fnd_1'] });
    expect(a!.answer).toBe(
      'Applicable IFRS requirements for the claim on page 4:\nS2.6(a)(iii) How and how often the overseer is informed on climate — partially addressed (1/2; found in the claim); missing: Reporting channel to the overseer is described.'
    );
  });

  it('answers a report-wide question with what the paragraph requires and its first-year relief', async () => {
    const [a] = await answerRequests([ask({ question: 'Which IFRS requirement covers Scope 3?' })], [claim], [], deps);
    expect(a!.answer).toMatch(
      /^Applicable IFRS requirements:\nS2\.29\(a\)\(i\)\(3\) Scope 3 emissions: .* Relief: Transition relief \(S2\.C4\(b\)\)/s
    );
  });

  it('says so when the claim is not in the run', async () => {
    const [a] = await answerRequests([ask({ claimId: 'clm_other' })], [claim], [], deps);
    expect(a!.answer).toMatch(/not part of this run/);
  });
});

describe('Legal asking other agents', () => {
  it('puts a certification to News/Media and figures on a metrics paragraph to Data/Metrics', () => {
    const iso = { ...claim, id: 'clm_2', text: 'Our Linz plant is certified to ISO 14001.' } as Claim;
    expect(requestsFor(iso, [assessed], 'run_x', 1).map((q) => [q.to[0], q.id])).toEqual([
      ['news_media', 'irq_x_legal_corroboration_clm_2']
    ]);
    const s3 = registry.getParagraph('S2.29(a)(i)(3)')!;
    const metric = { ...assessed, entry: s3 };
    const figures = { ...claim, id: 'clm_3', figures: [{ value: 1 }] } as unknown as Claim;
    expect(requestsFor(figures, [metric], 'run_x', 1).map((q) => q.to[0])).toEqual(['data_metrics']);
    expect(requestsFor(claim, [metric], 'run_x', 1)).toEqual([]);
  });
});
