// Evaluation reports: an interview laid out as a magazine prints it — the interviewer's questions in bold
// coloured type, each answer after the speaker's initials, and a framed "facts and figures" box of label and
// value lines in two columns between the answers.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** A question and its answer; `key` marks the answer's page (a statement it carries). */
export function qa(ctx, question, answer, initials, key) {
  const { doc } = ctx;
  doc.font('bold').fontSize(10);
  const need = doc.heightOfString(question, { width: WIDTH }) + doc.heightOfString(answer, { width: WIDTH }) + 20;
  if (doc.y + need > doc.page.height - LEFT) doc.addPage();
  doc.fillColor('#1f5f8b').text(question, LEFT, doc.y, { width: WIDTH });
  doc.fillColor('black').moveDown(0.25);
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(10).text(`${initials}: `, LEFT, doc.y, { continued: true });
  doc.font('body').text(answer, { width: WIDTH, align: 'justify' });
  doc.moveDown(0.7);
}

/** The facts box: `items` [{ label, value, key? }] in two columns under a title bar. */
export function factBox(ctx, title, items) {
  const { doc } = ctx;
  const rowsPerCol = Math.ceil(items.length / 2);
  const height = 30 + rowsPerCol * 30;
  if (doc.y + height > doc.page.height - LEFT) doc.addPage();
  const top = doc.y + 4;
  doc.rect(LEFT, top, WIDTH, height).fill('#f1f5f2');
  doc.rect(LEFT, top, WIDTH, height).lineWidth(1).stroke('#2f6b4f');
  doc
    .fillColor('#2f6b4f')
    .font('bold')
    .fontSize(10)
    .text(title, LEFT + 12, top + 8, { width: WIDTH - 24 });
  const colW = (WIDTH - 36) / 2;
  items.forEach((it, i) => {
    if (it.key) mark(ctx, it.key);
    const x = LEFT + 12 + (i >= rowsPerCol ? colW + 12 : 0);
    const y = top + 28 + (i % rowsPerCol) * 30;
    doc.fillColor('#444').font('body').fontSize(7.5).text(it.label, x, y, { width: colW });
    doc
      .fillColor('black')
      .font('bold')
      .fontSize(11)
      .text(it.value, x, y + 10, { width: colW });
  });
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = top + height + 14;
}
