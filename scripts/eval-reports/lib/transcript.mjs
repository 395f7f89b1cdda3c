// Evaluation reports: an earnings-call transcript — a speaker's name and role in bold small capitals on
// its own line, the remarks under it indented, and a thin rule between speakers.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** One turn of the call: `who` ("Name – Chief Financial Officer"), then paragraphs; marks each `keys` entry. */
export function turn(ctx, who, paragraphs, keys = []) {
  const { doc } = ctx;
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : p.text));
  const need =
    16 +
    doc
      .font('body')
      .fontSize(9.5)
      .heightOfString(text[0], { width: WIDTH - 24 });
  if (doc.y + need > doc.page.height - LEFT) doc.addPage();
  doc.font('bold').fontSize(8.5).fillColor('#23395d').text(who.toUpperCase(), LEFT, doc.y, { width: WIDTH });
  doc.fillColor('black').moveDown(0.2);
  for (const [i, p] of paragraphs.entries()) {
    doc.font('body').fontSize(9.5);
    if (doc.y + doc.heightOfString(text[i], { width: WIDTH - 24 }) > doc.page.height - LEFT) doc.addPage();
    for (const k of typeof p === 'string' ? keys : (p.keys ?? [])) mark(ctx, k);
    doc.text(text[i], LEFT + 24, doc.y, { width: WIDTH - 24, align: 'left' });
    doc.moveDown(0.45);
  }
  const y = doc.y + 2;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.25)
    .stroke('#bbb');
  doc.x = LEFT;
  doc.y = y + 8;
}
