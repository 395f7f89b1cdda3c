import { describe, expect, it } from 'vitest';
import { chosenIds, RerankAnswerSchema } from '../modelRerank';
import type { Candidate } from '../mapping';

const offered = ['S2.29(a)(i)(1)', 'S2.29(a)(i)', 'S2.13(b)'].map((id): Candidate => ({
  id,
  score: 1,
  rank: 0,
  match: 0,
  named: false,
  preliminary: false,
  votes: 0
}));

describe('Legal model re-ranking: reading the answer', () => {
  it('keeps offered ids only, in the model order, each once, reading loose spellings as registry ids', () => {
    const answer = RerankAnswerSchema.parse({
      paragraph_ids: ['IFRS S2 29(a)(i)', ' S2.29(a)(i)(1) ', 'S2.29(a)(i)', 'S1.27(a)', 'nonsense']
    });
    expect(chosenIds(answer, offered)).toEqual(['S2.29(a)(i)', 'S2.29(a)(i)(1)']);
  });

  it('finds nothing in an answer that names no offered paragraph', () => {
    expect(chosenIds(RerankAnswerSchema.parse({ paragraph_ids: ['S1.51(b)'] }), offered)).toEqual([]);
  });

  it('refuses an answer without ids', () => {
    expect(RerankAnswerSchema.safeParse({ paragraph_ids: [] }).success).toBe(false);
    expect(RerankAnswerSchema.safeParse({ ranking: null }).success).toBe(false);
  });
});
