// Evaluation reports: a table whose newest year comes first in full-size black type while the older years
// and the base year stand to its right in smaller grey type, as reports print their comparatives.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const GREY = '#9a9a9a';

/**
 * `head` names the columns (label, newest year, older years…); `rows` are arrays of strings, a row whose
 * first cell starts with "Total" is set in bold. Column 1 is the newest year (10 pt, black); columns 2
 * onwards are older years (7.5 pt, grey). Marks `key` on the table's page.
 */
export function greyedTable(ctx, { head, rows, widths, key, caption }) {
  const { doc } = ctx;
  if (caption) doc.font('bold').fontSize(10.5).fillColor('black').text(caption, LEFT, undefined, { width: WIDTH });
  doc.moveDown(0.3);
  if (key) mark(ctx, key);
  const colX = [];
  widths.reduce((at, w) => (colX.push(at), at + w * WIDTH), LEFT);
  const line = (cells, { bold, header }) => {
    const y = doc.y;
    cells.forEach((cell, c) => {
      const older = c >= 2;
      doc
        .font(bold || (header && c < 2) ? 'bold' : 'body')
        .fontSize(older ? 7.5 : c === 0 ? 9 : 10)
        .fillColor(older ? GREY : 'black');
      const w = widths[c] * WIDTH - 8;
      const dy = older ? 2 : 0;
      doc.text(String(cell), colX[c] + 4, y + 4 + dy, { width: w, align: c === 0 ? 'left' : 'right' });
    });
    const bottom = y + 20;
    doc
      .moveTo(LEFT, bottom)
      .lineTo(LEFT + WIDTH, bottom)
      .lineWidth(header || bold ? 0.8 : 0.3)
      .stroke('#777');
    doc.y = bottom + 1;
  };
  line(head, { header: true });
  for (const row of rows) line(row, { bold: String(row[0]).startsWith('Total') });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.moveDown(0.6);
}
