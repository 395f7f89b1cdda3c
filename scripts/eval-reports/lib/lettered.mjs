// Evaluation reports: a GRI disclosure answered requirement by requirement — a bold disclosure head
// ("Disclosure 305-1 Direct (Scope 1) GHG emissions") over lettered answers ("a.", "b.") with hanging
// indents and roman sub-items ("i.", "ii."), each answer kept whole on a page.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** A disclosure head in bold with a thin rule under it; starts a new page if little room is left. */
export function disclosureHead(ctx, code, title) {
  const { doc } = ctx;
  if (doc.y > doc.page.height - LEFT - 90) doc.addPage();
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).fillColor('#1f3b5a');
  doc.text(`Disclosure ${code}  ${title}`, LEFT, undefined, { width: WIDTH });
  const y = doc.y + 2;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .stroke('#1f3b5a');
  doc.fillColor('black').font('body').fontSize(9.5);
  doc.y = y + 5;
}

/**
 * Lettered answers: items `{ text, key?, sub? }` get "a.", "b.", … in a hanging column; `sub` is a list of
 * strings printed as "i.", "ii.", … under the answer. `key` is marked on the page the answer lands on.
 */
export function letteredAnswers(ctx, items, { size = 9.5 } = {}) {
  const { doc } = ctx;
  const roman = ['i.', 'ii.', 'iii.', 'iv.', 'v.', 'vi.', 'vii.', 'viii.', 'ix.', 'x.'];
  items.forEach((item, n) => {
    doc.font('body').fontSize(size);
    const sub = item.sub ?? [];
    const need =
      doc.heightOfString(item.text, { width: WIDTH - 20 }) +
      sub.reduce((h, x) => h + doc.heightOfString(x, { width: WIDTH - 46 }) + 2, 0);
    if (doc.y + need > doc.page.height - LEFT) doc.addPage();
    if (item.key) mark(ctx, item.key);
    const y = doc.y;
    doc.text(`${String.fromCharCode(97 + n)}.`, LEFT + 2, y);
    doc.text(item.text, LEFT + 20, y, { width: WIDTH - 20 });
    sub.forEach((line, i) => {
      const sy = doc.y + 2;
      doc.text(roman[i], LEFT + 24, sy, { width: 20 });
      doc.text(line, LEFT + 46, sy, { width: WIDTH - 46 });
    });
    doc.moveDown(0.35);
  });
  doc.x = LEFT;
  doc.moveDown(0.3);
}
