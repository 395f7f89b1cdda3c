// Evaluation reports: a page with a wide outer margin, as some reports print it — the body text in a narrow
// column on the left and short figure notes in small grey type in the margin beside the paragraph they belong to.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const BODY = 300;
const GAP = 22;

/**
 * A body paragraph with an optional margin note beside its first line. `key` marks the paragraph's page,
 * `noteKey` the note's. The next paragraph starts below the taller of the two.
 */
export function marginPara(ctx, text, { note, key, noteKey, bold = false } = {}) {
  const { doc } = ctx;
  doc.font(bold ? 'bold' : 'body').fontSize(bold ? 12 : 9.5);
  const hBody = doc.heightOfString(text, { width: BODY, align: 'left' });
  doc.font('body').fontSize(7.5);
  const noteW = WIDTH - BODY - GAP;
  const hNote = note ? doc.heightOfString(note, { width: noteW - 8 }) + 6 : 0;
  if (doc.y + Math.max(hBody, hNote) > doc.page.height - LEFT) doc.addPage();
  const top = doc.y;
  if (key) mark(ctx, key);
  doc
    .fillColor('black')
    .font(bold ? 'bold' : 'body')
    .fontSize(bold ? 12 : 9.5);
  doc.text(text, LEFT, top, { width: BODY, align: 'left' });
  if (note) {
    if (noteKey) mark(ctx, noteKey);
    const x = LEFT + BODY + GAP;
    doc
      .moveTo(x, top)
      .lineTo(x, top + hNote)
      .lineWidth(1.2)
      .stroke('#6a9c78');
    doc
      .fillColor('#444')
      .font('body')
      .fontSize(7.5)
      .text(note, x + 6, top + 2, { width: noteW - 8 });
  }
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = top + Math.max(hBody, hNote) + 8;
}
