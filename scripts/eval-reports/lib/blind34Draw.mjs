// Evaluation reports (blind set 34): drawing helpers of its own — question-and-answer pairs for a fact sheet,
// a horizontal bar chart with the name at each bar's start and the value at its end, and a small grey note.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** One question in bold ("Q: …") and its answer indented under it ("A: …"). */
export function qaPair(ctx, question, answer, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(9.5).fillColor('#1b3a5c').text(`Q: ${question}`, LEFT, undefined, { width: WIDTH });
  doc.moveDown(0.15);
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor('black')
    .text(`A: ${answer}`, LEFT + 14, undefined, { width: WIDTH - 14 });
  doc.moveDown(0.6);
  doc.x = LEFT;
}

/** Horizontal bars, longest value = 70 % of the width: the name over the bar's start, the value after its end. */
export function labelledBars(ctx, items, { key, fmt, color = '#2f6f8f' } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const max = Math.max(...items.map((x) => x.value));
  let y = doc.y + 4;
  for (const item of items) {
    const len = Math.max(2, (item.value / max) * WIDTH * 0.7);
    doc
      .font('body')
      .fontSize(8)
      .fillColor('#333')
      .text(item.label, LEFT, y, { width: WIDTH * 0.8, lineBreak: false });
    doc.rect(LEFT, y + 11, len, 11).fill(color);
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor('black')
      .text(fmt(item.value), LEFT + len + 6, y + 12, { width: 110, lineBreak: false });
    y += 30;
  }
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = y + 4;
}

/** A short note in small grey type under a table. */
export function smallNote(ctx, lines) {
  const { doc } = ctx;
  doc.font('body').fontSize(7.5).fillColor('#555');
  for (const line of lines) doc.text(line, LEFT, undefined, { width: WIDTH });
  doc.fillColor('black').fontSize(10);
  doc.x = LEFT;
  doc.moveDown(0.6);
}
