/**
 * Draws a finding's detail blocks (`shared/report/findingBlocks.ts`) on the page: tables as tables,
 * lists as bullets, text as a line, each under its small title. The PDF's one renderer for every
 * agent's details, known or new.
 */
import type { DetailBlock } from '../../../shared/report/findingBlocks';
import { COLORS, type Layout } from './layout';

export function drawBlocks(L: Layout, blocks: readonly DetailBlock[], indent: number): void {
  for (const b of blocks) {
    // A title never ends a page alone: keep room for it and the first lines (a table's header and a row).
    L.ensure(b.kind === 'table' ? 80 : 36);
    L.use('bold', 7.5, COLORS.muted);
    L.doc.text(b.title, L.margin.left + indent, L.doc.y, { width: L.width() - indent });
    L.doc.y += 1.5;
    if (b.kind === 'table') {
      L.table({ head: b.head, rows: b.rows, widths: b.widths, size: 7 }, L.margin.left + indent, L.width() - indent);
      L.doc.y -= 4;
    } else if (b.kind === 'list') L.bullets(b.items, { size: 7.5, indent });
    else L.para(b.text, { size: 7.5, indent, gap: 3 });
  }
}
