/**
 * Pages built by hand for the sentence segmenter's tests: blocks of lines, one '\n' between lines and
 * between blocks, each line 0.02 of the page below the one before.
 */
import type { BlockInfo, LineInfo } from '../../ingest/types';
import type { SegmentablePage } from '../sentences';

interface LineSpec {
  text: string;
  x?: number;
  w?: number;
}

/** A page built by hand: blocks of lines, one '\n' between lines and between blocks. */
export function handPage(blocks: Array<Array<string | LineSpec>>, fontSizes: number[] = []): SegmentablePage {
  let text = '';
  const lines: LineInfo[] = [];
  const infos: BlockInfo[] = [];
  blocks.forEach((block, b) => {
    if (b > 0) text += '\n';
    const blockStart = text.length;
    const firstLine = lines.length;
    block.forEach((spec, l) => {
      const { text: t, x = 0.1, w = 0.6 } = typeof spec === 'string' ? { text: spec } : spec;
      if (l > 0) text += '\n';
      const start = text.length;
      text += t;
      const y = 0.1 + 0.02 * lines.length;
      lines.push({
        start,
        end: text.length,
        box: { x, y, w, h: 0.015 },
        fontSize: fontSizes[b] ?? 10,
        bold: false,
        block: b
      });
    });
    infos.push({
      start: blockStart,
      end: text.length,
      box: { x: 0.1, y: 0.1, w: 0.8, h: 0.1 },
      fontSize: fontSizes[b] ?? 10,
      firstLine,
      lineCount: block.length
    });
  });
  return { text, lines, blocks: infos };
}
