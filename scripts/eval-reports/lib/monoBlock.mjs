// Evaluation reports: a data download printed as it comes out of a spreadsheet export — lines of
// monospaced (Courier) text in a light grey box, one record per line, fields separated by semicolons.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/**
 * Prints `lines` (strings) in Courier at `size` inside a grey box, page by page; `keys` maps a line's index
 * to the statement keys it carries (marked on the page the line lands on). Returns nothing; leaves the
 * document's y below the box.
 */
export function monoBlock(ctx, lines, { size = 7.5, keys = {}, caption } = {}) {
  const { doc } = ctx;
  if (caption) doc.font('bold').fontSize(10).text(caption, LEFT, undefined, { width: WIDTH }).moveDown(0.3);
  const lead = size * 1.45;
  const bottom = doc.page.height - LEFT;
  let start = doc.y;
  let y = start + 6;
  const box = (from, to) => {
    doc.save();
    doc
      .rect(LEFT, from, WIDTH, to - from)
      .lineWidth(0.5)
      .stroke('#999');
    doc.restore();
  };
  lines.forEach((line, i) => {
    if (y + lead > bottom) {
      box(start, y + 4);
      doc.addPage();
      start = doc.y;
      y = start + 6;
    }
    for (const k of keys[i] ?? []) mark(ctx, k);
    doc.font('Courier').fontSize(size).fillColor('#111');
    doc.text(line, LEFT + 6, y, { lineBreak: false });
    y += lead;
  });
  box(start, y + 4);
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + 14;
}
