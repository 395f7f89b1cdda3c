// Evaluation reports (blind set 29): drawing helpers — a GHG table whose every cell prints the value with a
// small grey line under it giving the change against the year before, and the two halves of a wide table
// folded and set side by side on one page, each half repeating the row labels.
import { LEFT, WIDTH, mark } from './pdf.mjs';
import { grid } from './draw.mjs';

/**
 * A ruled table whose body cells are { value, note }: the value in body type, the note (a change, "base year")
 * under it in small grey type. `widths` are fractions of the page width. Returns the y under the table.
 */
export function valueNoteTable(ctx, { head, rows, widths, key, size = 9 }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const colX = [];
  widths.reduce((at, w) => (colX.push(at), at + w * WIDTH), LEFT);
  const rule = (y, w) =>
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(w)
      .stroke('#555');
  let y = doc.y + 2;
  rule(y, 0.9);
  doc.font('bold').fontSize(size);
  head.forEach((h, i) =>
    doc.text(h, colX[i] + 3, y + 4, { width: widths[i] * WIDTH - 6, align: i === 0 ? 'left' : 'right' })
  );
  y += 4 + Math.max(...head.map((h, i) => doc.heightOfString(h, { width: widths[i] * WIDTH - 6 }))) + 4;
  rule(y, 0.9);
  for (const row of rows) {
    doc
      .fillColor('black')
      .font(row.bold ? 'bold' : 'body')
      .fontSize(size);
    doc.text(row.label, colX[0] + 3, y + 4, { width: widths[0] * WIDTH - 6 });
    row.cells.forEach((c, i) => {
      const w = widths[i + 1] * WIDTH - 6;
      doc
        .fillColor('black')
        .font(row.bold ? 'bold' : 'body')
        .fontSize(size);
      doc.text(c.value, colX[i + 1] + 3, y + 4, { width: w, align: 'right' });
      doc
        .fillColor('#777')
        .font('body')
        .fontSize(size - 2.5);
      doc.text(c.note, colX[i + 1] + 3, y + 4 + size + 4, { width: w, align: 'right' });
    });
    y += 4 + size + 4 + size + 4;
    rule(y, row.bold ? 0.7 : 0.3);
  }
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + 10;
  return y;
}

/**
 * A wide table folded in two: `left` and `right` are { header, rows } of the same row labels, drawn as two
 * ruled tables side by side from the current y. Returns the y under the taller half.
 */
export function foldedHalves(ctx, { left, right, widths, key, size = 8.5 }) {
  const { doc } = ctx;
  const gap = 16;
  const half = (WIDTH - gap) / 2;
  const top = doc.y;
  const a = grid(ctx, { ...left, top, x: LEFT, width: half, widths, size, key });
  const b = grid(ctx, { ...right, top, x: LEFT + half + gap, width: half, widths, size, key });
  doc
    .moveTo(LEFT + half + gap / 2, top)
    .lineTo(LEFT + half + gap / 2, Math.max(a, b))
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .stroke('#999')
    .undash();
  doc.x = LEFT;
  doc.y = Math.max(a, b) + 10;
  return doc.y;
}
