// Evaluation reports: a letter set in a narrow main column with a shaded "at a glance" box in the right
// margin — the box's title bar, then label / big value / small note stacks separated by thin rules.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const MAIN_W = 308;
const BOX_X = LEFT + MAIN_W + 17;
const BOX_W = WIDTH - MAIN_W - 17;

/** The sidebar box at `top`: `items` [{ label, value, note?, key? }]. Returns its bottom y. */
function sidebar(ctx, title, items, top) {
  const { doc } = ctx;
  const inner = BOX_W - 20;
  const heights = items.map((it) => {
    doc.font('body').fontSize(7.5);
    const a = doc.heightOfString(it.label, { width: inner });
    const n = it.note ? doc.heightOfString(it.note, { width: inner }) : 0;
    return a + 18 + n + 10;
  });
  const height = 26 + heights.reduce((s, h) => s + h, 0);
  doc.rect(BOX_X, top, BOX_W, height).fill('#eef3f7');
  doc.rect(BOX_X, top, BOX_W, 20).fill('#24506e');
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(9)
    .text(title, BOX_X + 10, top + 6, { width: inner });
  let y = top + 28;
  items.forEach((it, i) => {
    if (it.key) mark(ctx, it.key);
    doc
      .fillColor('#333')
      .font('body')
      .fontSize(7.5)
      .text(it.label, BOX_X + 10, y, { width: inner });
    doc
      .fillColor('#24506e')
      .font('bold')
      .fontSize(13)
      .text(it.value, BOX_X + 10, doc.y + 1, { width: inner });
    if (it.note)
      doc
        .fillColor('#555')
        .font('body')
        .fontSize(7)
        .text(it.note, BOX_X + 10, doc.y + 1, { width: inner });
    y += heights[i];
    if (i < items.length - 1)
      doc
        .moveTo(BOX_X + 10, y - 5)
        .lineTo(BOX_X + BOX_W - 10, y - 5)
        .lineWidth(0.4)
        .stroke('#9fb4c4');
  });
  doc.fillColor('black');
  return top + height;
}

/**
 * A letter: `paragraphs` [{ text, key? }] in the main column, the box beside them from the same top. The
 * document's y is left under whichever ends lower.
 */
export function letterWithSidebar(ctx, { paragraphs, title, items, size = 9.5 }) {
  const { doc } = ctx;
  const top = doc.y;
  const boxBottom = sidebar(ctx, title, items, top);
  doc.y = top;
  for (const p of paragraphs) {
    if (p.key) mark(ctx, p.key);
    doc
      .font(p.bold ? 'bold' : 'body')
      .fontSize(size)
      .text(p.text, LEFT, doc.y, { width: MAIN_W, align: 'left' });
    doc.moveDown(0.55);
  }
  doc.x = LEFT;
  doc.y = Math.max(doc.y, boxBottom + 10);
}
