// Evaluation reports: a "year in review" timeline as annual reports print it — the months down the page in a
// narrow coloured column, a vertical line with a dot beside each month, and beside it the milestone: a bold
// title and a short paragraph, some with the figure of the moment. Runs onto the next page when it must.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const MONTH_W = 72;
const LINE_X = LEFT + MONTH_W + 10;
const TEXT_X = LINE_X + 16;
const TEXT_W = LEFT + WIDTH - TEXT_X;
const INK = '#8a3b12';

/**
 * Draws `entries` ([{ month, title, text, key }]) from the document's y down; each entry's `key` (a string or
 * list) is marked on the page it lands on. Leaves the document's y under the last entry.
 */
export function monthTimeline(ctx, entries) {
  const { doc } = ctx;
  let y = doc.y + 4;
  let prevDot = null;
  for (const e of entries) {
    doc.font('bold').fontSize(9.5);
    const th = doc.heightOfString(e.title, { width: TEXT_W });
    doc.font('body').fontSize(9);
    const h = th + 3 + doc.heightOfString(e.text, { width: TEXT_W, align: 'left' });
    if (y + h > doc.page.height - LEFT) {
      doc.addPage();
      y = doc.y;
      prevDot = null;
    }
    for (const k of [e.key ?? []].flat()) mark(ctx, k);
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(9)
      .text(e.month.toUpperCase(), LEFT, y, { width: MONTH_W, lineBreak: false });
    if (prevDot !== null)
      doc
        .moveTo(LINE_X, prevDot)
        .lineTo(LINE_X, y + 5)
        .lineWidth(1.2)
        .stroke('#d9b8a5');
    doc.circle(LINE_X, y + 5, 4).fill(INK);
    prevDot = y + 5;
    doc.fillColor('#222').font('bold').fontSize(9.5).text(e.title, TEXT_X, y, { width: TEXT_W });
    doc
      .font('body')
      .fontSize(9)
      .text(e.text, TEXT_X, y + th + 3, { width: TEXT_W });
    y += h + 14;
  }
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y;
}
