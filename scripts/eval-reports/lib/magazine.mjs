// Evaluation reports: a magazine page — a kicker and headline over three columns laid out by hand, each a
// stack of paragraphs, pull quotes between rules in large coloured type, photographs' places with captions,
// and shaded sidebar boxes holding a small table. Items record their statement key on the page they land on.
import { LEFT, WIDTH, mark } from './pdf.mjs';

export const GAP = 14;
export const COL = (WIDTH - 2 * GAP) / 3;
const ACCENT = '#1f6b52';

/** Kicker line, headline and standfirst across the page; leaves the document's y below them. */
export function masthead(ctx, { kicker, title, standfirst }) {
  const { doc } = ctx;
  doc.font('bold').fontSize(8).fillColor(ACCENT).text(kicker.toUpperCase(), LEFT, undefined, { width: WIDTH });
  doc.moveDown(0.3).font('bold').fontSize(22).fillColor('#111').text(title, LEFT, undefined, { width: WIDTH });
  if (standfirst) doc.moveDown(0.3).font('body').fontSize(11.5).fillColor('#333');
  if (standfirst) doc.text(standfirst, LEFT, undefined, { width: WIDTH });
  doc.fillColor('black').moveDown(0.8);
}

function drawPara(doc, item, x, y) {
  doc.font(item.bold ? 'bold' : 'body').fontSize(item.size ?? 8.8);
  doc.text(item.text, x, y, { width: COL });
  return y + doc.heightOfString(item.text, { width: COL }) + 7;
}

function drawQuote(doc, item, x, y) {
  const text = `“${item.quote}”`;
  doc
    .moveTo(x, y)
    .lineTo(x + COL, y)
    .lineWidth(1.2)
    .stroke(ACCENT);
  doc.font('bold').fontSize(12.5).fillColor(ACCENT);
  const h = doc.heightOfString(text, { width: COL });
  doc.text(text, x, y + 7, { width: COL });
  let bottom = y + 7 + h + 3;
  if (item.by) {
    doc.font('body').fontSize(7.5).fillColor('#555').text(item.by, x, bottom, { width: COL });
    bottom += doc.heightOfString(item.by, { width: COL }) + 3;
  }
  doc
    .moveTo(x, bottom)
    .lineTo(x + COL, bottom)
    .lineWidth(1.2)
    .stroke(ACCENT);
  doc.fillColor('black');
  return bottom + 10;
}

/** A photograph's place: a tinted box of the column's width and its caption in small type under it. */
function drawPhoto(doc, item, x, y) {
  const h = item.h ?? 96;
  doc.rect(x, y, COL, h).fill('#c9d6cf');
  doc
    .font('body')
    .fontSize(7)
    .fillColor('#444')
    .text(item.photo, x, y + h + 3, { width: COL });
  const bottom = y + h + 3 + doc.heightOfString(item.photo, { width: COL }) + 9;
  doc.fillColor('black');
  return bottom;
}

/** The largest type size (7.2 pt down to 5.4 pt) at which every figure column's cell stays on one line. */
function fitSize(doc, rows, widths) {
  let size = 7.2;
  const fits = (pt) => {
    doc.font('bold').fontSize(pt);
    return rows.every((row) => row.every((c, i) => i === 0 || doc.widthOfString(c) <= widths[i]));
  };
  while (size > 5.4 && !fits(size)) size -= 0.3;
  return size;
}

/** A shaded box with a title, a small two- or three-column table and an optional note; returns its bottom. */
function drawSidebar(doc, item, x, y) {
  const widths = item.widths ?? [0.5, 0.25, 0.25];
  const inner = COL - 12;
  const size = fitSize(
    doc,
    item.rows,
    widths.map((w) => w * inner - 4)
  );
  const rowH = (row) =>
    Math.max(
      ...row.map((c, i) =>
        doc
          .font('body')
          .fontSize(size)
          .heightOfString(c, { width: widths[i] * inner - 4 })
      )
    );
  doc.font('bold').fontSize(8.5);
  let h = doc.heightOfString(item.title, { width: inner }) + 10;
  h += item.rows.reduce((a, r) => a + rowH(r) + 5, 0);
  if (item.note) h += doc.font('body').fontSize(6.5).heightOfString(item.note, { width: inner }) + 6;
  doc.rect(x, y, COL, h + 8).fill('#e7efe9');
  doc
    .fillColor('#111')
    .font('bold')
    .fontSize(8.5)
    .text(item.title, x + 6, y + 6, { width: inner });
  let cy = y + 6 + doc.heightOfString(item.title, { width: inner }) + 6;
  item.rows.forEach((row, r) => {
    const rh = rowH(row);
    let cx = x + 6;
    doc.font(r === 0 || row.bold ? 'bold' : 'body').fontSize(size);
    row.forEach((c, i) => {
      doc.text(c, cx + 2, cy, { width: widths[i] * inner - 4, align: i === 0 ? 'left' : 'right' });
      cx += widths[i] * inner;
    });
    cy += rh + 2;
    doc
      .moveTo(x + 6, cy)
      .lineTo(x + 6 + inner, cy)
      .lineWidth(r === 0 ? 0.7 : 0.25)
      .stroke('#6b7d74');
    cy += 3;
  });
  if (item.note)
    doc
      .font('body')
      .fontSize(6.5)
      .fillColor('#333')
      .text(item.note, x + 6, cy + 2, { width: inner });
  doc.fillColor('black');
  return y + h + 18;
}

/**
 * Three hand-laid columns from the document's y: `columns` is a list of three item lists; an item is
 * `{ text, key, bold }`, `{ quote, by, key }`, `{ photo, h }` (a photograph's place and its caption) or
 * `{ title, rows, widths, note, key }` (a sidebar table).
 * Returns the lowest bottom; the document's y is left there.
 */
export function threeColumns(ctx, columns) {
  const { doc } = ctx;
  const top = doc.y;
  let low = top;
  columns.forEach((items, c) => {
    const x = LEFT + c * (COL + GAP);
    let y = top;
    for (const item of items) {
      if (item.key) mark(ctx, item.key);
      if (item.photo) y = drawPhoto(doc, item, x, y);
      else if (item.quote) y = drawQuote(doc, item, x, y);
      else if (item.rows) y = drawSidebar(doc, item, x, y);
      else y = drawPara(doc, item, x, y);
    }
    low = Math.max(low, y);
  });
  for (let c = 1; c < 3; c++) {
    const gx = LEFT + c * (COL + GAP) - GAP / 2;
    doc
      .moveTo(gx, top)
      .lineTo(gx, low - 8)
      .lineWidth(0.3)
      .stroke('#bbb');
  }
  doc.x = LEFT;
  doc.y = low;
  return low;
}
