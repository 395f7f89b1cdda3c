// Evaluation reports: a KPI scorecard — framed boxes in a grid, each with the KPI's name, this year's value
// in large type with its unit under it, and one or two small lines (last year's value, the change) below.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/**
 * Draws `boxes` ([{ name, value, unit, notes: [string] }]) `perRow` to a row at the document's y.
 * `key` is marked on the page; a box's own `key` too. Leaves the document's y under the grid.
 */
export function scorecard(ctx, boxes, { perRow = 3, height = 118, gap = 10, key } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const w = (WIDTH - gap * (perRow - 1)) / perRow;
  const top = doc.y + 4;
  boxes.forEach((box, i) => {
    if (box.key) mark(ctx, box.key);
    const x = LEFT + (i % perRow) * (w + gap);
    const y = top + Math.floor(i / perRow) * (height + gap);
    doc.rect(x, y, w, height).lineWidth(0.8).stroke('#1d4d36');
    doc.rect(x, y, w, 4).fill('#1d4d36');
    doc.fillColor('#1d4d36').font('bold').fontSize(8.5);
    doc.text(box.name, x + 8, y + 10, { width: w - 16 });
    doc.fillColor('black').font('bold').fontSize(19);
    doc.text(box.value, x + 8, y + 34, { width: w - 16, lineBreak: false });
    doc.fillColor('#333').font('body').fontSize(7.5);
    doc.text(box.unit, x + 8, y + 58, { width: w - 16 });
    let ny = y + height - 12 * box.notes.length - 6;
    for (const note of box.notes) {
      doc.text(note, x + 8, ny, { width: w - 16, lineBreak: false });
      ny += 12;
    }
  });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = top + Math.ceil(boxes.length / perRow) * (height + gap) + 6;
}
