// Evaluation reports: a directors' report set as numbered statutory paragraphs — a running head on each page,
// bold numbered section titles ("4. Greenhouse gas emissions") and paragraphs numbered "4.1", "4.2" with the number
// hanging in the margin and the text indented beside it.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const HANG = 30;

/** Starts a page's running head ("<company> — Directors' report"), with a hairline under it. */
export function runningHead(ctx, text) {
  const { doc } = ctx;
  ctx.runningHead = text;
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor('#666')
    .text(text, LEFT, LEFT - 26, { width: WIDTH, align: 'right' });
  doc
    .moveTo(LEFT, LEFT - 14)
    .lineTo(LEFT + WIDTH, LEFT - 14)
    .lineWidth(0.4)
    .stroke('#999');
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = LEFT;
}

function turnPage(ctx) {
  ctx.doc.addPage();
  if (ctx.runningHead) runningHead(ctx, ctx.runningHead);
}

/** A numbered section title; starts a new page (with the running head) when too little room is left. */
export function section(ctx, number, title) {
  const { doc } = ctx;
  if (doc.y > doc.page.height - LEFT - 120) turnPage(ctx);
  doc.moveDown(0.5).font('bold').fontSize(11).text(`${number}.`, LEFT, doc.y, { continued: false });
  doc.moveUp().text(title, LEFT + HANG, doc.y, { width: WIDTH - HANG });
  doc.moveDown(0.3).font('body').fontSize(9.5);
}

/** A numbered paragraph ("4.2") with its number hanging; `key` (one or a list) is marked on its page. */
export function clause(ctx, number, text, key) {
  const { doc } = ctx;
  doc.font('body').fontSize(9.5);
  if (doc.y + doc.heightOfString(text, { width: WIDTH - HANG }) > doc.page.height - LEFT) turnPage(ctx);
  if (key) for (const k of [].concat(key)) mark(ctx, k);
  const y = doc.y;
  doc.text(number, LEFT, y, { width: HANG - 4 });
  doc.text(text, LEFT + HANG, y, { width: WIDTH - HANG, align: 'justify' });
  doc.moveDown(0.45);
  doc.x = LEFT;
}

export const CLAUSE_INDENT = HANG;
