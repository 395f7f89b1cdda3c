// Evaluation reports: the look of an annual report filed with a US securities regulator — a running head with
// the company and the form on every page over a thin rule, the page number centred at the foot, "Item" headings
// in bold capitals and lettered sub-headings in bold italics, body text set flush left.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** Prints the running head and the page number on the current page (`folio` is the printed page number). */
export function filingPage(ctx, head, folio) {
  const { doc } = ctx;
  const { x, y } = doc;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.fillColor('#444').font('body').fontSize(7.5);
  doc.text(head, LEFT, 30, { width: WIDTH, align: 'right', lineBreak: false });
  doc
    .moveTo(LEFT, 41)
    .lineTo(LEFT + WIDTH, 41)
    .lineWidth(0.4)
    .stroke('#888');
  doc.text(String(folio), LEFT, doc.page.height - 36, { width: WIDTH, align: 'center', lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = x;
  doc.y = y;
}

/** An "Item" heading ("ITEM 4. INFORMATION ON THE COMPANY"). */
export function itemHead(ctx, text) {
  ctx.doc.moveDown(0.6).font('bold').fontSize(11).text(text.toUpperCase(), LEFT, undefined, { width: WIDTH });
  ctx.doc.moveDown(0.4).font('body').fontSize(10);
}

/** A lettered or named sub-heading in bold italics. */
export function subHead(ctx, text) {
  ctx.doc.moveDown(0.3).font('bold').fontSize(10).text(text, LEFT, undefined, { width: WIDTH, oblique: true });
  ctx.doc.moveDown(0.25).font('body').fontSize(10);
}

/** A paragraph set flush left in filing style; marks `key` (a string or list) on its page. */
export function filingPara(ctx, text, key) {
  for (const k of [key ?? []].flat()) mark(ctx, k);
  ctx.doc.font('body').fontSize(9.5).text(text, LEFT, undefined, { width: WIDTH, lineGap: 1.5 });
  ctx.doc.moveDown(0.6);
}
