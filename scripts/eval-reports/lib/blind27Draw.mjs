// Evaluation reports (blind set 27): drawing helpers — a ruled table whose rows can be bold or indented (a total
// first with "of which" rows under it), a table with a data bar drawn behind each figure (spreadsheet style), and
// a treemap of the footprint whose nested blocks carry their name, tonnes and share.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const rule = (doc, y, w) =>
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(w)
    .stroke('#555');

/**
 * A ruled table of { cells, bold, indent, shade } rows; the first row is the header. Figures right-aligned,
 * the label indented by `indent` steps of 12 pt.
 */
export function styledTable(ctx, head, rows, widths, { key, size = 9 } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const draw = (cells, { bold = false, indent = 0, shade } = {}, header = false) => {
    const y = doc.y;
    doc.font(bold || header ? 'bold' : 'body').fontSize(size);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] * WIDTH - 6 - 12 * indent })));
    if (shade) doc.rect(LEFT, y, WIDTH, h + 6).fill(shade);
    doc.fillColor('black');
    let x = LEFT;
    cells.forEach((c, i) => {
      const w = widths[i] * WIDTH;
      const pad = i === 0 ? 3 + 12 * indent : 3;
      doc.text(c, x + pad, y + 3, { width: w - 3 - pad, align: i === 0 ? 'left' : 'right' });
      x += w;
    });
    rule(doc, y + h + 6, header || bold ? 0.9 : 0.3);
    doc.y = y + h + 7;
  };
  draw(head, {}, true);
  rows.forEach((r) => draw(r.cells, r));
  doc.x = LEFT;
  doc.moveDown(0.6);
}

/**
 * A table with a data bar behind each figure: `rows` are { label, values, bold }; each bar's length is its value
 * over the largest value of its row (`scale: 'row'`) or of the whole table, figures right-aligned over the bars.
 */
export function dataBarTable(ctx, head, rows, { key, labelW = 170, scale = 'row', color = '#9cc7e4' } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const n = head.length - 1;
  const colW = (WIDTH - labelW) / n;
  const all = Math.max(...rows.flatMap((r) => r.values.filter((v) => v != null)));
  doc.font('bold').fontSize(8.5);
  let y = doc.y;
  doc.text(head[0], LEFT + 3, y + 3, { width: labelW - 6 });
  head.slice(1).forEach((h, i) => doc.text(h, LEFT + labelW + i * colW, y + 3, { width: colW - 6, align: 'right' }));
  rule(doc, y + 16, 0.9);
  y += 18;
  for (const r of rows) {
    const max = scale === 'row' ? Math.max(...r.values.filter((v) => v != null)) : all;
    r.values.forEach((v, i) => {
      if (v == null) return;
      const x = LEFT + labelW + i * colW + 4;
      doc.rect(x, y + 2, Math.max(1, ((colW - 10) * v) / max), 13).fill(r.bold ? '#6fa7cf' : color);
    });
    doc
      .fillColor('black')
      .font(r.bold ? 'bold' : 'body')
      .fontSize(8.5);
    doc.text(r.label, LEFT + 3, y + 4, { width: labelW - 6 });
    r.text.forEach((t, i) => doc.text(t, LEFT + labelW + i * colW, y + 4, { width: colW - 8, align: 'right' }));
    rule(doc, y + 18, 0.3);
    y += 20;
  }
  doc.x = LEFT;
  doc.y = y + 6;
}

/** Splits items into two groups of nearly equal sum (items sorted largest first). */
function halves(items) {
  const total = items.reduce((s, it) => s + it.value, 0);
  let acc = 0;
  let k = 0;
  while (k < items.length - 1 && acc + items[k].value <= total / 2) acc += items[k++].value;
  if (k === 0) k = 1;
  return [items.slice(0, k), items.slice(k)];
}

/** Lays items out in a rectangle by recursive halving along the longer side; returns [{ item, x, y, w, h }]. */
function layout(items, x, y, w, h) {
  if (items.length === 1) return [{ item: items[0], x, y, w, h }];
  const [a, b] = halves(items);
  const sa = a.reduce((s, it) => s + it.value, 0);
  const f = sa / (sa + b.reduce((s, it) => s + it.value, 0));
  if (w >= h) return [...layout(a, x, y, w * f, h), ...layout(b, x + w * f, y, w * (1 - f), h)];
  return [...layout(a, x, y, w, h * f), ...layout(b, x, y + h * f, w, h * (1 - f))];
}

function block(doc, { x, y, w, h }, fill, lines) {
  doc.rect(x, y, w, h).fill(fill);
  doc.rect(x, y, w, h).lineWidth(1.5).stroke('white');
  doc.fillColor('white');
  let ty = y + 4;
  lines.forEach((ln, i) => {
    if (
      ty + 9 > y + h ||
      doc
        .font(i === 0 ? 'bold' : 'body')
        .fontSize(i === 0 ? 8 : 7.5)
        .widthOfString(ln) >
        w - 6
    )
      return;
    doc
      .font(i === 0 ? 'bold' : 'body')
      .fontSize(i === 0 ? 8 : 7.5)
      .text(ln, x + 4, ty, { width: w - 8, lineBreak: false, ellipsis: false });
    ty += i === 0 ? 11 : 9.5;
  });
}

/**
 * A treemap: `side` blocks (name, lines, value) stacked in a column at the right, one `main` block with
 * `children` filling the rest; children get their own lines inside. Block areas follow the values, except that
 * the side column is at least `minSide` wide and each side block at least 56 pt tall so that its label fits.
 */
export function treemap(ctx, { main, side }, { key, height = 300, minSide = 140 } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const y0 = doc.y + 4;
  const sideSum = side.reduce((s, b) => s + b.value, 0);
  const sideW = Math.max(minSide, (WIDTH * sideSum) / (sideSum + main.value));
  const mainW = WIDTH - sideW;
  let sy = y0;
  side.forEach((b, i) => {
    const h = i === side.length - 1 ? y0 + height - sy : Math.max(56, (height * b.value) / sideSum);
    block(doc, { x: LEFT + mainW, y: sy, w: sideW, h }, b.fill, b.lines);
    sy += h;
  });
  doc.rect(LEFT, y0, mainW, 18).fill(main.fill);
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(8.5)
    .text(main.lines[0], LEFT + 4, y0 + 5, { width: mainW - 8 });
  const kids = [...main.children].sort((a, b) => b.value - a.value);
  for (const r of layout(kids, LEFT, y0 + 18, mainW, height - 18)) block(doc, r, r.item.fill, r.item.lines);
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y0 + height + 8;
}
