// Evaluation reports: a fully ruled table whose first column holds merged row heads — one cell spanning
// several rows vertically ("Scope 2" once, beside its "Location-based" and "Market-based" sub-rows), its
// text centred in the merged box, as spreadsheets exported to a report print them.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const PAD = 3;

/** Height of one body row: its tallest cell (columns after the merged head). */
function rowHeight(doc, cells, cols) {
  return Math.max(...cells.map((c, i) => doc.heightOfString(String(c) || ' ', { width: cols[i + 1] - 2 * PAD }))) + 6;
}

/** Draws one group: the merged head cell and its rows; returns the group's bottom y. */
function drawGroup(ctx, group, { x, cols, top, size, aligns }) {
  const { doc } = ctx;
  const width = cols.reduce((a, w) => a + w, 0);
  doc.font(group.bold ? 'bold' : 'body').fontSize(size);
  const heights = group.rows.map((r) => rowHeight(doc, r, cols));
  doc.font('bold').fontSize(size);
  const headH = doc.heightOfString(group.head, { width: cols[0] - 2 * PAD }) + 6;
  const sum = heights.reduce((a, h) => a + h, 0);
  if (headH > sum) heights[heights.length - 1] += headH - sum;
  const total = Math.max(headH, sum);
  if (group.shade) doc.rect(x, top, width, total).fill(group.shade).fillColor('black');
  doc.text(group.head, x + PAD, top + (total - headH) / 2 + 3, { width: cols[0] - 2 * PAD });
  let y = top;
  group.rows.forEach((cells, r) => {
    doc.font(group.bold || cells.bold ? 'bold' : 'body').fontSize(size);
    let cx = x + cols[0];
    cells.forEach((cell, c) => {
      const w = cols[c + 1];
      const align = aligns?.[c + 1] ?? (c === 0 ? 'left' : 'right');
      doc.text(String(cell), cx + PAD, y + 3, { width: w - 2 * PAD, align });
      cx += w;
    });
    y += heights[r];
    if (r < group.rows.length - 1)
      doc
        .moveTo(x + cols[0], y)
        .lineTo(x + width, y)
        .lineWidth(0.3)
        .stroke('#777');
  });
  doc
    .moveTo(x, top + total)
    .lineTo(x + width, top + total)
    .lineWidth(0.6)
    .stroke('#444');
  return top + total;
}

/**
 * A table with merged row heads at the current y. `header` is one row of strings (its first cell heads the
 * merged column); `groups` are `{ head, rows, bold, shade }`, each row a list of strings for the columns after
 * the head. `widths` are fractions of `width`. Vertical rules separate every column. Returns the bottom y.
 */
export function mergedTable(
  ctx,
  { header, groups, widths, size = 8.5, key, caption, x = LEFT, width = WIDTH, aligns }
) {
  const { doc } = ctx;
  if (caption)
    doc
      .font('bold')
      .fontSize(size + 1.5)
      .text(caption, x, undefined, { width })
      .moveDown(0.25);
  if (key) mark(ctx, key);
  const cols = widths.map((w) => w * width);
  const top = doc.y;
  doc.font('bold').fontSize(size);
  const hh = Math.max(...header.map((h, i) => doc.heightOfString(h || ' ', { width: cols[i] - 2 * PAD }))) + 8;
  doc.rect(x, top, width, hh).fill('#dfe7e2').fillColor('black');
  let cx = x;
  header.forEach((h, i) => {
    doc.font('bold').fontSize(size);
    const align = aligns?.[i] ?? (i < 2 ? 'left' : 'right');
    doc.text(h, cx + PAD, top + 4, { width: cols[i] - 2 * PAD, align });
    cx += cols[i];
  });
  let y = top + hh;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.9)
    .stroke('#444');
  for (const g of groups) y = drawGroup(ctx, g, { x, cols, top: y, size, aligns });
  doc
    .rect(x, top, width, y - top)
    .lineWidth(0.6)
    .stroke('#444');
  cx = x;
  for (const w of cols.slice(0, -1)) {
    cx += w;
    doc.moveTo(cx, top).lineTo(cx, y).lineWidth(0.3).stroke('#777');
  }
  doc.x = LEFT;
  doc.y = y + 6;
  doc.moveDown(0.5);
  return y;
}
