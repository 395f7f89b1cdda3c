import { describe, expect, it } from 'vitest';
import { errorMessage, formatImportResult, formatOfficialImported, normaliseParagraphId } from '../format';

describe('formatImportResult', () => {
  it('builds the result line', () => {
    expect(formatImportResult({ standard: 'S2', paragraphs: 42, passages: 310, linked: 40 })).toBe(
      'Imported IFRS S2: 42 paragraphs, 310 passages, 40 registry entries linked'
    );
  });

  it('uses singulars for one', () => {
    expect(formatImportResult({ standard: 'S1', paragraphs: 1, passages: 1, linked: 1 })).toBe(
      'Imported IFRS S1: 1 paragraph, 1 passage, 1 registry entry linked'
    );
  });
});

describe('formatOfficialImported', () => {
  it('prefixes IFRS once and names the source file', () => {
    expect(formatOfficialImported({ standard: 'S2', passages: 3, sourceFile: 's2.pdf' })).toBe(
      'IFRS S2 — 3 passages (s2.pdf)'
    );
    expect(formatOfficialImported({ standard: 'IFRS S1', passages: 1, sourceFile: '' })).toBe('IFRS S1 — 1 passage');
  });
});

describe('normaliseParagraphId', () => {
  it('trims and bounds the id', () => {
    expect(normaliseParagraphId('  S2.29 ')).toBe('S2.29');
    expect(normaliseParagraphId('x')).toBeNull();
    expect(normaliseParagraphId('a'.repeat(65))).toBeNull();
  });
});

describe('errorMessage', () => {
  it('prefers the error message', () => {
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('boom');
    expect(errorMessage('nope', 'fallback')).toBe('fallback');
  });
});
