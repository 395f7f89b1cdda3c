// Evaluation reports: boxed drawing for blind set 16 — a table with every cell framed and its values centred
// (an emissions table printed like a spreadsheet picture), and a rating-agency factsheet of small dense boxes
// (a short title, a figure, a few lines of small type).
import { LEFT, WIDTH, mark } from './pdf.mjs';

/**
 * A table whose every cell has its own frame; the header row is shaded. `widths` are fractions of the page
 * width; the first column is left-aligned, every other cell centred, vertically too.
 */
export function boxedGrid(ctx, { rows, widths, key, caption, size = 8.5 }) {
  const { doc } = ctx;
  if (caption) doc.font('bold').fontSize(10).text(caption, LEFT, undefined, { width: WIDTH }).moveDown(0.3);
  if (key) mark(ctx, key);
  let y = doc.y;
  rows.forEach((row, r) => {
    doc.font(r === 0 ? 'bold' : 'body').fontSize(size);
    const ws = widths.map((f) => f * WIDTH);
    const height = Math.max(...row.map((cell, c) => doc.heightOfString(String(cell), { width: ws[c] - 8 }))) + 10;
    let x = LEFT;
    row.forEach((cell, c) => {
      if (r === 0) doc.rect(x, y, ws[c], height).fill('#dfe6ee');
      doc.rect(x, y, ws[c], height).lineWidth(0.6).stroke('#333');
      const h = doc.heightOfString(String(cell), { width: ws[c] - 8 });
      doc.fillColor('black').text(String(cell), x + 4, y + (height - h) / 2, {
        width: ws[c] - 8,
        align: c === 0 ? 'left' : 'center'
      });
      x += ws[c];
    });
    y += height;
  });
  doc.x = LEFT;
  doc.y = y + 6;
  doc.moveDown(0.5);
}

/**
 * Small framed boxes in a grid of `cols` columns: each `{ title, value, lines, key }` prints its title in
 * small capitals-like bold type, its value large and its lines in 7 pt; `key` marks the box's page.
 */
export function factBoxes(ctx, boxes, { cols = 3, height = 74 } = {}) {
  const { doc } = ctx;
  const w = WIDTH / cols;
  const top = doc.y + 4;
  boxes.forEach((box, i) => {
    if (box.key) mark(ctx, box.key);
    const x = LEFT + (i % cols) * w;
    const y = top + Math.floor(i / cols) * (height + 6);
    doc
      .rect(x + 2, y, w - 4, height)
      .lineWidth(0.5)
      .stroke('#7a8a99');
    doc.rect(x + 2, y, w - 4, 14).fill('#24415e');
    doc
      .fillColor('white')
      .font('bold')
      .fontSize(7)
      .text(box.title, x + 6, y + 3.5, { width: w - 12 });
    doc
      .fillColor('#24415e')
      .font('bold')
      .fontSize(13)
      .text(box.value, x + 6, y + 18, { width: w - 12 });
    doc.fillColor('#333').font('body').fontSize(6.5);
    box.lines.forEach((line, j) => doc.text(line, x + 6, y + 36 + j * 9, { width: w - 12 }));
  });
  const rowsUsed = Math.ceil(boxes.length / cols);
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = top + rowsUsed * (height + 6) + 8;
}
