// Evaluation reports: an "ESG data table" whose first column names a section ("Climate", "Energy") once,
// in a cell spanning that section's rows, with thin rules between the rows of a section and a firmer rule
// under each section. A section that does not fit on the page starts a new one under a repeated header.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/**
 * Draws `groups` ([{ name, rows, key? }], rows of strings) under one `header` row. `widths` are fractions
 * of `width`; the section column is the first, so rows carry one cell fewer than the header. `aligns`
 * names each column's alignment. `key` is marked on every page the table touches, a group's own `key`
 * on the page its rows land on.
 */
export function groupedTable(ctx, opts) {
  const { header, groups, widths, aligns, x = LEFT, width = WIDTH, size = 8, key, caption } = opts;
  const { doc } = ctx;
  const colX = [];
  widths.reduce((at, w) => (colX.push(at), at + w * width), x);
  const colW = widths.map((w) => w * width - 6);
  const bottomLimit = () => doc.page.height - LEFT;
  const rowHeight = (cells, offset) =>
    Math.max(...cells.map((c, i) => doc.heightOfString(String(c) || ' ', { width: colW[i + offset] })));
  const text = (cells, offset, y) =>
    cells.forEach((c, i) => {
      const col = i + offset;
      if (c !== '') doc.text(String(c), colX[col] + 3, y + 3, { width: colW[col], align: aligns?.[col] ?? 'left' });
    });
  const rule = (fromX, y, weight) =>
    doc
      .moveTo(fromX, y)
      .lineTo(x + width, y)
      .lineWidth(weight)
      .stroke('#555');
  const drawHeader = () => {
    if (key) mark(ctx, key);
    doc.font('bold').fontSize(size);
    const y = doc.y;
    const h = rowHeight(header, 0);
    text(header, 0, y);
    rule(x, y + h + 6, 0.9);
    doc.y = y + h + 8;
  };
  if (caption)
    doc
      .font('bold')
      .fontSize(size + 2)
      .text(caption, x, undefined, { width });
  doc.moveDown(0.2);
  drawHeader();
  for (const group of groups) {
    doc.font('bold').fontSize(size);
    const nameHeight = doc.heightOfString(group.name, { width: colW[0] }) + 7;
    doc.font('body').fontSize(size);
    const heights = group.rows.map((r) => rowHeight(r, 1) + 7);
    const short = nameHeight - heights.reduce((s, h) => s + h, 0);
    if (short > 0) heights[heights.length - 1] += short;
    const needed = heights.reduce((s, h) => s + h, 0);
    if (doc.y + needed > bottomLimit()) {
      doc.addPage();
      drawHeader();
    }
    if (group.key) mark(ctx, group.key);
    const top = doc.y;
    doc.font('bold').fontSize(size);
    doc.text(group.name, colX[0] + 3, top + 3, { width: colW[0] });
    doc.font('body').fontSize(size);
    doc.y = top;
    group.rows.forEach((row, i) => {
      const y = doc.y;
      text(row, 1, y);
      const last = i === group.rows.length - 1;
      rule(last ? x : colX[1], y + heights[i] - 1, last ? 0.7 : 0.25);
      doc.y = y + heights[i];
    });
  }
  doc.x = LEFT;
  doc.moveDown(0.6);
}
