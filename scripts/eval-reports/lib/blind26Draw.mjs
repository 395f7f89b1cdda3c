// Evaluation reports (blind set 26): drawing helpers — a value-chain strip of horizontal bands (upstream,
// own operations, downstream) with the figures inside each band, a ruled table whose every value carries a
// raised footnote letter, and a two-sided "carbon account" laid out like a balance sheet.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** Horizontal coloured bands, one per stage of the value chain: a title at the left, label/value pairs inside. */
export function valueChainBands(ctx, bands, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  let y = doc.y + 6;
  const titleW = 120;
  for (const band of bands) {
    const h = Math.max(22 + band.items.length * 15, 52);
    doc.rect(LEFT, y, WIDTH, h).fill(band.fill);
    doc.rect(LEFT, y, titleW, h).fill(band.dark);
    doc
      .fillColor('white')
      .font('bold')
      .fontSize(10)
      .text(band.title, LEFT + 8, y + 8, { width: titleW - 16 });
    doc
      .font('body')
      .fontSize(7)
      .text(band.sub, LEFT + 8, y + 22, { width: titleW - 12 });
    const colW = 80;
    const labelW = WIDTH - titleW - 10 - band.head.length * colW;
    const vx = (i) => LEFT + titleW + 10 + labelW + i * colW;
    doc.fillColor('#333').font('bold').fontSize(8);
    band.head.forEach((hd, i) => doc.text(hd, vx(i), y + 6, { width: colW - 8, align: 'right' }));
    band.items.forEach((it, j) => {
      const ly = y + 20 + j * 15;
      doc
        .fillColor('black')
        .font('body')
        .fontSize(9)
        .text(it[0], LEFT + titleW + 10, ly, { width: labelW });
      it.slice(1).forEach((v, i) => doc.font('bold').text(v, vx(i), ly, { width: colW - 8, align: 'right' }));
    });
    y += h + 4;
  }
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + 8;
}

/** A ruled table whose value cells are [text, letter]: the letter is set small and raised after the figure. */
export function letteredTable(ctx, head, rows, widths, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const line = (y, w) =>
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(w)
      .stroke('#555');
  const draw = (cells, bold) => {
    const y = doc.y;
    let x = LEFT;
    cells.forEach((cell, c) => {
      const w = widths[c] * WIDTH;
      const [text, letter] = Array.isArray(cell) ? cell : [cell, ''];
      doc.font(bold ? 'bold' : 'body').fontSize(9);
      if (c === 0) doc.text(text, x + 3, y + 3, { width: w - 6 });
      else {
        const right = x + w - 12;
        doc.text(text, right - doc.widthOfString(text), y + 3, { lineBreak: false });
        if (letter)
          doc
            .font('body')
            .fontSize(6)
            .text(letter, right + 1, y + 1, { lineBreak: false });
      }
      x += w;
    });
    line(y + 17, bold ? 0.9 : 0.3);
    doc.y = y + 18;
  };
  draw(head, true);
  rows.forEach((r) => draw(r, false));
  doc.x = LEFT;
  doc.moveDown(0.4);
}

/** Two framed halves side by side (a T-account): each a title, label/value lines for two years, a sum line. */
export function carbonAccount(ctx, sides, head, totalLine, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const gap = 10;
  const w = (WIDTH - gap) / 2;
  const y0 = doc.y + 6;
  const rowsN = Math.max(...sides.map((s) => s.lines.length));
  const h = 44 + rowsN * 16;
  sides.forEach((side, i) => {
    const x = LEFT + i * (w + gap);
    doc.rect(x, y0, w, h).lineWidth(0.7).stroke('#3b3b3b');
    doc
      .fillColor('black')
      .font('bold')
      .fontSize(10)
      .text(side.title, x + 6, y0 + 6, { width: w - 12 });
    const colW = 56;
    const cx = (k) => x + w - 6 - (head.length - k) * colW;
    const right = (text, k, y) => doc.text(text, cx(k) + colW - doc.widthOfString(text), y, { lineBreak: false });
    doc.font('bold').fontSize(8);
    head.forEach((hd, k) => right(hd, k, y0 + 24));
    side.lines.forEach((ln, j) => {
      const ly = y0 + 40 + j * 16;
      doc
        .font('body')
        .fontSize(8)
        .text(ln[0], x + 6, ly, { width: w - 12 - head.length * colW });
      ln.slice(1).forEach((v, k) => right(v, k, ly));
    });
  });
  const ty = y0 + h + 4;
  doc.rect(LEFT, ty, WIDTH, 20).fill('#2f2f2f');
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(9.5)
    .text(totalLine[0], LEFT + 6, ty + 5, { width: 250 });
  totalLine
    .slice(1)
    .forEach((v, k) =>
      doc.text(v, LEFT + WIDTH - 6 - (totalLine.length - 1 - k) * 80, ty + 5, { width: 76, align: 'right' })
    );
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = ty + 32;
}
