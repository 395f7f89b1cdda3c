// Evaluation reports: a poster page of an infographic report — one huge figure in the middle of the page,
// its unit under it and a one-line caption, on a coloured ground with a small running title.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** One page for one figure: `value` (text), `unit`, `caption`; `key` marks the statement it prints. */
export function bigNumberPage(ctx, { value, unit, caption, running, key, colour = '#0f5c4a' }) {
  const { doc } = ctx;
  doc.addPage();
  if (key) mark(ctx, key);
  const { width: pw, height: ph } = doc.page;
  doc.rect(0, 0, pw, ph).fill(colour);
  doc.fillColor('#cfe6de').font('body').fontSize(9);
  doc.text(running, LEFT, 40, { width: WIDTH, lineBreak: false });
  let size = 96;
  doc.font('bold').fontSize(size);
  while (doc.widthOfString(value) > WIDTH && size > 40) doc.fontSize((size -= 4));
  doc.fillColor('white').text(value, LEFT, ph / 2 - size, { width: WIDTH, align: 'center', lineBreak: false });
  doc.font('body').fontSize(22).fillColor('#e8f4ef');
  doc.text(unit, LEFT, ph / 2 + 14, { width: WIDTH, align: 'center', lineBreak: false });
  doc.fontSize(13).fillColor('white');
  doc.text(caption, LEFT, ph / 2 + 56, { width: WIDTH, align: 'center' });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
}
