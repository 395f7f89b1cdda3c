// Evaluation reports (blind set 20): a voluntary SME standard's disclosure form — a shaded band naming the
// disclosure ("B3 – Energy and greenhouse gas emissions") and a two-column grid of short questions and
// answers under it, answers left-aligned, with a thin frame round the whole.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** A shaded disclosure band with its code and title. */
export function disclosureBand(ctx, code, title) {
  const { doc } = ctx;
  if (doc.y + 80 > doc.page.height - LEFT) doc.addPage();
  const y = doc.y + 6;
  doc.rect(LEFT, y, WIDTH, 20).fill('#dfe7f2');
  doc
    .fillColor('#1b3a66')
    .font('bold')
    .fontSize(10.5)
    .text(`${code}  ${title}`, LEFT + 6, y + 5, { width: WIDTH - 12 });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + 26;
}

/**
 * Question/answer rows, each `[question, answer, key?]`: the question in the left column, its answer in
 * the right, a hairline under each row; `key` marks the row's page for the manifest.
 */
export function answers(ctx, rows, { size = 8.5, split = 0.58 } = {}) {
  const { doc } = ctx;
  const qw = WIDTH * split - 8;
  const aw = WIDTH * (1 - split) - 8;
  const top = doc.y;
  let y = top;
  for (const [q, a, key] of rows) {
    doc.font('body').fontSize(size);
    const h = Math.max(doc.heightOfString(q, { width: qw }), doc.heightOfString(a, { width: aw }));
    if (y + h + 8 > doc.page.height - LEFT) {
      doc.addPage();
      y = doc.y;
    }
    if (key) mark(ctx, key);
    doc.fillColor('#333').text(q, LEFT + 4, y + 4, { width: qw });
    doc
      .fillColor('black')
      .font('bold')
      .text(a, LEFT + WIDTH * split + 4, y + 4, { width: aw });
    y += h + 8;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.3)
      .stroke('#9aa9bf');
  }
  doc.font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + 10;
}
