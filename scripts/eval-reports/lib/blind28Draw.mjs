// Evaluation reports (blind set 28): drawing helpers — a horizontal bar split into a total's shares with a
// legend of percentages, a narrow ruled table whose labels wrap over several lines beside a text column, and
// one half of a table spread over two facing pages (rows of the same height on both pages, bands across).
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** One bar split by shares of a total (segments {label, pct, color}); a legend line per segment under it. */
export function shareBar(ctx, segments, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const y = doc.y + 4;
  let x = LEFT;
  for (const sg of segments) {
    const w = (WIDTH * Math.max(sg.pct, 0)) / 100;
    doc.rect(x, y, w, 18).fill(sg.color);
    x += w;
  }
  let ly = y + 28;
  for (const sg of segments) {
    doc.rect(LEFT, ly + 2, 8, 8).fill(sg.color);
    doc
      .fillColor('black')
      .font('body')
      .fontSize(9.5)
      .text(sg.label, LEFT + 14, ly, { width: WIDTH - 14 });
    ly = doc.y + 3;
  }
  doc.x = LEFT;
  doc.y = ly + 6;
}

/**
 * A narrow ruled table at (x, y) with absolute column widths: the labels wrap (top-aligned) and the figures
 * stand on the label's last line. Returns the y under the table.
 */
export function narrowTable(ctx, { x, y, widths, head, rows, size = 8, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const total = widths.reduce((a, b) => a + b, 0);
  const rule = (yy, w) =>
    doc
      .moveTo(x, yy)
      .lineTo(x + total, yy)
      .lineWidth(w)
      .stroke('#444');
  rule(y, 0.9);
  let top = y + 3;
  const line = (cells, bold) => {
    doc.font(bold ? 'bold' : 'body').fontSize(size);
    const hs = cells.map((c, i) => doc.heightOfString(String(c), { width: widths[i] - 4 }));
    const h = Math.max(...hs);
    const lineH = doc.currentLineHeight(true);
    let cx = x;
    cells.forEach((c, i) => {
      const cy = i === 0 || bold ? top : top + h - lineH;
      doc.fillColor('black').text(String(c), cx + 2, cy, { width: widths[i] - 4, align: i === 0 ? 'left' : 'right' });
      cx += widths[i];
    });
    top += h + 4;
    rule(top - 1, bold ? 0.7 : 0.25);
    top += 3;
  };
  line(head, true);
  rows.forEach((r) => line(r, false));
  doc.x = LEFT;
  return top;
}

/**
 * One page's half of a table spread over facing pages: columns {w, align} from x, a head row and rows of the
 * heights given (so both halves line up), zebra bands, section rows in bold. Returns the y under it.
 */
export function spreadHalf(ctx, { x, y, cols, head, rows, heights, headH = 30, size = 8.5 }) {
  const { doc } = ctx;
  const total = cols.reduce((a, c) => a + c.w, 0);
  doc.rect(x, y, total, headH).fill('#1f4e5a');
  let cx = x;
  head.forEach((h, i) => {
    doc
      .fillColor('white')
      .font('bold')
      .fontSize(size)
      .text(h, cx + 4, y + 5, { width: cols[i].w - 8, align: cols[i].align });
    cx += cols[i].w;
  });
  let top = y + headH;
  rows.forEach((row, r) => {
    const h = heights[r];
    if (row.section) doc.rect(x, top, total, h).fill('#d9e6e8');
    else if (r % 2 === 1) doc.rect(x, top, total, h).fill('#f2f5f5');
    let rx = x;
    row.cells.forEach((c, i) => {
      doc
        .fillColor('black')
        .font(row.section || row.bold ? 'bold' : 'body')
        .fontSize(size)
        .text(String(c), rx + 4, top + 4, { width: cols[i].w - 8, align: cols[i].align });
      rx += cols[i].w;
    });
    top += h;
  });
  doc
    .moveTo(x, top)
    .lineTo(x + total, top)
    .lineWidth(0.8)
    .stroke('#1f4e5a');
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  return top;
}
