// Evaluation reports (blind set 32): a back cover carrying an "ESG summary" in small type across three
// narrow columns, each column a few groups of run-in lines (a bold label followed by its value on the
// same line), the company's name in a dark band above and a contact line at the foot.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const SIZE = 6.5;
const GAP = 14;

/** One run-in line: the bold label and its value set on together; returns the y under it. */
function runIn(doc, x, y, width, label, value) {
  doc.font('bold').fontSize(SIZE).fillColor('#1f2f3a').text(`${label} `, x, y, { width, continued: true });
  doc.font('body').fillColor('#222').text(value);
  return doc.y + 1.2;
}

/** A column of groups at x: a small coloured group head, then its run-in lines. */
function column(ctx, x, y0, width, groups) {
  const { doc } = ctx;
  let y = y0;
  for (const g of groups) {
    for (const key of g.keys ?? []) mark(ctx, key);
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor('#2e7d5b')
      .text(g.title.toUpperCase(), x, y, { width, characterSpacing: 0.4 });
    y = doc.y + 1;
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.4)
      .stroke('#2e7d5b');
    y += 3;
    for (const [label, value] of g.lines) y = runIn(doc, x, y, width, label, value);
    y += 7;
  }
  return y;
}

/**
 * The back cover: `columns` is three lists of groups `{ title, keys, lines: [[label, value]] }`; `keys` are
 * the statements a group prints (marked on this page).
 */
export function backCover(ctx, { company, title, columns, foot }) {
  const { doc } = ctx;
  const top = 56;
  doc.rect(0, 0, doc.page.width, 150).fill('#1f2f3a');
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('white')
    .text(company, LEFT, top + 20, { width: WIDTH });
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#cfe3d8')
    .text(title, LEFT, doc.y + 4, { width: WIDTH });
  const width = (WIDTH - 2 * GAP) / 3;
  const y0 = 180;
  let bottom = y0;
  columns.forEach((groups, i) => {
    bottom = Math.max(bottom, column(ctx, LEFT + i * (width + GAP), y0, width, groups));
  });
  for (let i = 1; i < 3; i++) {
    const x = LEFT + i * (width + GAP) - GAP / 2;
    doc
      .moveTo(x, y0)
      .lineTo(x, bottom - 6)
      .lineWidth(0.3)
      .stroke('#9bb5a7');
  }
  doc
    .font('body')
    .fontSize(7)
    .fillColor('#555')
    .text(foot, LEFT, doc.page.height - 90, { width: WIDTH, align: 'center' });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
}
