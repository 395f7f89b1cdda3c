// Evaluation reports: a target timeline as strategy pages draw it — a horizontal axis of years with a tick and
// a small year label for each, milestones as dots on the axis, each with a short stem to a label (a bold title
// and one or two lines naming the cut) set alternately above and below the axis so labels never collide.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const LABEL_W = 156;
const BAND = 92;
const COLOUR = '#1f5f4a';

/**
 * Draws a timeline from `from` to `to` (years) at the document's y, `milestones` being
 * [{ year, title, lines: [string], above, key }]; each milestone's `key` is marked on the page.
 * Leaves the document's y under the lowest label.
 */
export function targetTimeline(ctx, { from, to, milestones }) {
  const { doc } = ctx;
  const x0 = LEFT + 24;
  const x1 = LEFT + WIDTH - 24;
  const axisY = doc.y + BAND + 8;
  const xOf = (year) => x0 + ((year - from) / (to - from)) * (x1 - x0);
  doc.moveTo(x0, axisY).lineTo(x1, axisY).lineWidth(2).stroke(COLOUR);
  for (let y = from; y <= to; y++) {
    doc
      .moveTo(xOf(y), axisY - 3)
      .lineTo(xOf(y), axisY + 3)
      .lineWidth(0.6)
      .stroke(COLOUR);
    doc.font('body').fontSize(6.5).fillColor('#555');
    doc.text(String(y), xOf(y) - 12, axisY + 6, { width: 24, align: 'center', lineBreak: false });
  }
  let bottom = axisY + 20;
  for (const m of milestones) {
    if (m.key) mark(ctx, m.key);
    const x = xOf(m.year);
    const lx = Math.min(Math.max(x - LABEL_W / 2, LEFT), LEFT + WIDTH - LABEL_W);
    const body = m.lines.join('\n');
    doc.font('bold').fontSize(9);
    const th = doc.heightOfString(m.title, { width: LABEL_W });
    doc.font('body').fontSize(8);
    const h = th + 2 + doc.heightOfString(body, { width: LABEL_W });
    const top = m.above ? axisY - 22 - h : axisY + 30;
    doc
      .moveTo(x, m.above ? axisY - 6 : axisY + 17)
      .lineTo(x, m.above ? axisY - 20 : axisY + 28)
      .lineWidth(0.6);
    doc.stroke('#888');
    doc.circle(x, axisY, 4.5).fill(COLOUR);
    doc.fillColor(COLOUR).font('bold').fontSize(9).text(m.title, lx, top, { width: LABEL_W, align: 'center' });
    doc
      .fillColor('#222')
      .font('body')
      .fontSize(8)
      .text(body, lx, top + th + 2, { width: LABEL_W, align: 'center' });
    bottom = Math.max(bottom, top + h);
  }
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = bottom + 16;
}
