// Evaluation reports: a table too wide for the page printed as two halves stacked on one page — the first
// columns (older years) above, the rest (newer years and a change column) below, each half with its own
// shaded header row and the row labels repeated, and a small "continued" line between them.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** One half: a shaded header row, then label/value rows; `bold` rows (totals) in bold. Returns bottom y. */
function half(ctx, head, rows, top, widths) {
  const { doc } = ctx;
  const colX = [];
  widths.reduce((at, w) => (colX.push(at), at + w * WIDTH), LEFT);
  const line = (cells, y, { bold, shade }) => {
    doc.font(bold ? 'bold' : 'body').fontSize(8.5);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] * WIDTH - 8 }))) + 7;
    if (shade) doc.rect(LEFT, y, WIDTH, h).fill(shade).fillColor('black');
    doc.font(bold ? 'bold' : 'body').fontSize(8.5);
    cells.forEach((c, i) =>
      doc.text(c, colX[i] + 4, y + 4, { width: widths[i] * WIDTH - 8, align: i === 0 ? 'left' : 'right' })
    );
    return y + h;
  };
  let y = line(head, top, { bold: true, shade: '#d9e4ec' });
  for (const r of rows) {
    y = line(r.cells, y, { bold: r.bold });
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(r.bold ? 0.8 : 0.3)
      .stroke('#7a8a96');
  }
  return y;
}

/**
 * Draws `labels` × (`topCols` then `bottomCols`) as two stacked halves. Columns are `{ head, cells }` with one
 * cell per label; `bold` names the label indexes set in bold; `corner` heads the label column. Marks `key`.
 */
export function stackedHalves(ctx, { caption, corner = 'Metric', labels, topCols, bottomCols, bold = [], key, note }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(10).text(caption, LEFT, doc.y, { width: WIDTH });
  const draw = (cols, top) => {
    const rest = (1 - 0.34) / cols.length;
    const widths = [0.34, ...cols.map(() => rest)];
    const rows = labels.map((label, i) => ({ cells: [label, ...cols.map((c) => c.cells[i])], bold: bold.includes(i) }));
    return half(ctx, [corner, ...cols.map((c) => c.head)], rows, top, widths);
  };
  let y = draw(topCols, doc.y + 4);
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor('#555')
    .text('Table continued below: later years', LEFT, y + 6, { width: WIDTH, align: 'right' });
  doc.fillColor('black');
  y = draw(bottomCols, y + 22);
  if (note)
    doc
      .font('body')
      .fontSize(7.5)
      .text(note, LEFT, y + 5, { width: WIDTH });
  doc.x = LEFT;
  doc.y = doc.y + 12;
}
