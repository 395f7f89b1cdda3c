/** A sentence whose last figure stands on a line of its own ("… a 55% reduction by" / "2030.") keeps it. */
import { describe, expect, it } from 'vitest';
import { segmentSentences } from '../sentences';
import { handPage } from './handPage';

describe('segmentSentences: a figure ending a sentence on its own line', () => {
  it('joins "2030." to the unfinished sentence above it', () => {
    const p = handPage([
      ['Our supplier engagement programme is central to the Scope 3 target of a 55% reduction by', '2030.']
    ]);
    expect(segmentSentences(p).map((s) => s.text)).toEqual([
      'Our supplier engagement programme is central to the Scope 3 target of a 55% reduction by 2030.'
    ]);
  });

  it('joins a percentage ending the sentence ("… decreased by" / "32,0 %.")', () => {
    const p = handPage([
      ['Between FY 2018/19 and FY 2022/23, Scope 1 and 2 emissions (market-based) decreased by', '32,0 %.']
    ]);
    expect(segmentSentences(p).map((s) => s.text)).toEqual([
      'Between FY 2018/19 and FY 2022/23, Scope 1 and 2 emissions (market-based) decreased by 32,0 %.'
    ]);
  });

  it('keeps a pull quote in large type as a statement, and drops a heading in large type', () => {
    const p = handPage(
      [
        ['“We will cut our value-chain emissions', 'by 46 % by 2030”'],
        ['The road to 2030'],
        ['Our suppliers report their emissions to us every year.', 'Most of them now set targets of their own.']
      ],
      [16, 16, 10]
    );
    expect(segmentSentences(p).map((s) => s.text)).toEqual([
      '“We will cut our value-chain emissions by 46 % by 2030”',
      'Our suppliers report their emissions to us every year.',
      'Most of them now set targets of their own.'
    ]);
  });

  it('still drops a page number under a finished paragraph', () => {
    const p = handPage([['We report our emissions every year under the GHG Protocol.', '12']]);
    expect(segmentSentences(p).map((s) => s.text)).toEqual([
      'We report our emissions every year under the GHG Protocol.'
    ]);
  });
});
