import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import { makeClaim } from '../../judge/__tests__/fixtures';
import { figuresOnPage } from '../../../facts/statedTexts';

const anchored = (text: string, quote: string, method: 'exact' | 'fuzzy' | 'unanchored' = 'exact') =>
  makeClaim('quantitative', {
    text,
    figures: claimFigures(text),
    anchor: {
      page: 3,
      rects: method === 'unanchored' ? [] : [{ x: 0.1, y: 0.2, w: 0.5, h: 0.02 }],
      quote,
      prefix: '',
      suffix: '',
      method,
      score: method === 'exact' ? 1 : 0.8
    }
  });

describe('figures a claim brings to the checks', () => {
  it('keeps only the figures the page prints where the claim is anchored', () => {
    // A model's paraphrase: 41,200 is on the page, 12% is the model's own arithmetic.
    const c = anchored(
      'Scope 1 fell 12% to 41,200 tCO2e in 2023.',
      'Scope 1 emissions were 41 200 tCO2e in 2023 (2022: 46,818).',
      'fuzzy'
    );
    expect(figuresOnPage(c).map((f) => f.raw)).toEqual(['41,200 tCO2e']);
  });

  it('brings nothing from a claim that could not be placed on its page', () => {
    expect(figuresOnPage(anchored('Scope 1 was 41,200 tCO2e in 2023.', '', 'unanchored'))).toEqual([]);
  });
});
