// Evaluation reports (blind set 24): drawing helpers — a shaded summary box of figures by year, a row of
// framed year cards (one card per year listing the scopes), and a table laid in a narrow text column that
// breaks at the column's foot and continues at the top of the next column under a repeated head.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** A shaded box with a bold title, a head row and label/value lines, values right-aligned; last line bold. */
export function summaryBox(ctx, title, head, lines, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const y0 = doc.y + 6;
  const h = 46 + lines.length * 16;
  const labelW = WIDTH * 0.4;
  const colW = (WIDTH - labelW - 14) / (head.length - 1);
  const row = (cells, y, bold) => {
    doc
      .fillColor('black')
      .font(bold ? 'bold' : 'body')
      .fontSize(9.5);
    doc.text(cells[0], LEFT + 14, y, { width: labelW - 14 });
    cells.slice(1).forEach((c, i) => doc.text(c, LEFT + labelW + i * colW, y, { width: colW - 4, align: 'right' }));
  };
  doc.rect(LEFT, y0, WIDTH, h).fill('#eef2f7');
  doc.rect(LEFT, y0, 4, h).fill('#2b4f81');
  doc
    .fillColor('#2b4f81')
    .font('bold')
    .fontSize(11)
    .text(title, LEFT + 14, y0 + 9, { width: WIDTH - 28 });
  row(head, y0 + 27, true);
  lines.forEach((cells, i) => row(cells, y0 + 44 + i * 16, i === lines.length - 1));
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y0 + h + 12;
}

/** Framed cards side by side, one per year: a dark title bar, then label over value lines. */
export function yearCards(ctx, cards, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const gap = 8;
  const w = (WIDTH - gap * (cards.length - 1)) / cards.length;
  const y0 = doc.y + 6;
  const h = 34 + cards[0].lines.length * 30;
  cards.forEach((card, i) => {
    const x = LEFT + i * (w + gap);
    doc.rect(x, y0, w, h).lineWidth(0.6).stroke('#6b7d74');
    doc.rect(x, y0, w, 22).fill('#24493a');
    doc
      .fillColor('white')
      .font('bold')
      .fontSize(10)
      .text(card.title, x + 6, y0 + 6, { width: w - 12 });
    card.lines.forEach(([label, value], k) => {
      const y = y0 + 30 + k * 30;
      doc
        .fillColor('#555')
        .font('body')
        .fontSize(7)
        .text(label, x + 6, y, { width: w - 12 });
      doc
        .fillColor('black')
        .font('bold')
        .fontSize(11)
        .text(value, x + 6, y + 10, { width: w - 12 });
    });
  });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y0 + h + 10;
}

/**
 * Two text columns: `before` paragraphs in the left column, then the table, which starts low enough that
 * `leftRows` body rows fit before the column's foot; the rest continues at the top of the right column under
 * the head repeated with ", cont."; `after` paragraphs follow it there.
 */
export function columnBreakTable(ctx, { before, head, rows, leftRows, after, key, widths }) {
  const { doc } = ctx;
  const colW = (WIDTH - 20) / 2;
  const top = doc.y;
  const bottom = doc.page.height - 72;
  doc.font('body').fontSize(9);
  let y = top;
  for (const p of before) {
    doc.text(p, LEFT, y, { width: colW, align: 'justify' });
    y = doc.y + 6;
  }
  const rowH = 15;
  const start = Math.max(y + 4, bottom - (leftRows + 1) * rowH);
  if (key) mark(ctx, key);
  const draw = (x, y1, cells, bold) => {
    let cx = x;
    doc.font(bold ? 'bold' : 'body').fontSize(7.5);
    cells.forEach((c, i) => {
      const w = widths[i] * colW;
      doc.text(c, cx + 2, y1 + 3, { width: w - 4, align: i === 0 ? 'left' : 'right', lineBreak: false });
      cx += w;
    });
    doc
      .moveTo(x, y1 + rowH)
      .lineTo(x + colW, y1 + rowH)
      .lineWidth(bold ? 0.8 : 0.3)
      .stroke('#555');
  };
  draw(LEFT, start, head, true);
  rows.slice(0, leftRows).forEach((r, i) => draw(LEFT, start + (i + 1) * rowH, r, false));
  const x2 = LEFT + colW + 20;
  draw(x2, top, [`${head[0]}, cont.`, ...head.slice(1)], true);
  rows.slice(leftRows).forEach((r, i) => draw(x2, top + (i + 1) * rowH, r, false));
  y = top + (rows.length - leftRows + 1) * rowH + 10;
  doc.font('body').fontSize(9);
  for (const p of after) {
    doc.text(p, x2, y, { width: colW, align: 'justify' });
    y = doc.y + 6;
  }
  doc.font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = Math.max(y, bottom);
}
