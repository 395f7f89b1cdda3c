/**
 * Test helper: page lines as the claims a report would yield (`[page, text]`, claim ids c0, c1, …),
 * with the figures the reader finds in each, for the Data/Metrics checks' tests.
 */
import { claimFigures } from '../../../facts/claimFigures';
import type { StatedText } from '../../../facts/inventory';

export const stated = (lines: ReadonlyArray<readonly [number, string]>): StatedText[] =>
  lines.map(([page, text], i) => ({
    text,
    figures: claimFigures(text),
    page,
    rects: [],
    source: { kind: 'claim', claimId: `c${i}` }
  }));
