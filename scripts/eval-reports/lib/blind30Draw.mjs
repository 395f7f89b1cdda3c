// Evaluation reports (blind set 30): drawing helpers for five inventory layouts — an iceberg with a waterline
// (Scope 1 and 2 above, Scope 3 below, labels set freely beside the shapes), a grid table whose cells may span
// several sub-rows, and a table of banded sections (a tinted band heading each group, a subtotal closing it).
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** A labelled block of lines at (x, y): a bold title then plain lines; returns its bottom. */
function label(doc, x, y, width, title, lines, align = 'left') {
  doc.font('bold').fontSize(9.5).fillColor('#12324a').text(title, x, y, { width, align });
  doc.font('body').fontSize(8.5).fillColor('#222');
  for (const line of lines) doc.text(line, x, doc.y + 1, { width, align });
  doc.fillColor('black');
  return doc.y;
}

/** An iceberg: a small tip above a waterline and a large mass below, labels beside the shapes. */
export function iceberg(ctx, { above, below, total, key }) {
  const { doc } = ctx;
  const y0 = doc.y + 8;
  const water = y0 + 150;
  const cx = LEFT + WIDTH / 2;
  if (key) mark(ctx, key);
  doc.rect(LEFT, water, WIDTH, 230).fill('#dcecf7');
  doc
    .polygon([cx - 20, y0 + 30], [cx + 12, y0 + 8], [cx + 58, water], [cx - 70, water])
    .fill('#f4f8fb')
    .polygon([cx - 20, y0 + 30], [cx + 12, y0 + 8], [cx + 58, water], [cx - 70, water])
    .lineWidth(0.8)
    .stroke('#5d7f99');
  doc
    .polygon([cx - 70, water], [cx + 58, water], [cx + 118, water + 90], [cx + 62, water + 210], [cx - 96, water + 190])
    .fill('#a9c9e0');
  doc
    .moveTo(LEFT, water)
    .lineTo(LEFT + WIDTH, water)
    .lineWidth(1.2)
    .dash(4, { space: 3 })
    .stroke('#2b6a96');
  doc.undash();
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor('#2b6a96')
    .text('waterline', LEFT + 4, water - 11, { width: 80 });
  label(doc, cx + 48, y0 + 26, 150, above[0].title, above[0].lines);
  label(doc, LEFT, y0 + 56, cx - LEFT - 84, above[1].title, above[1].lines, 'right');
  label(doc, cx + 128, water + 60, LEFT + WIDTH - cx - 128, below.title, below.lines);
  const bottom = water + 230;
  doc.rect(LEFT, bottom + 8, WIDTH, 34).fill('#12324a');
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor('white')
    .text(total, LEFT + 10, bottom + 14, { width: WIDTH - 20 });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = bottom + 54;
}

/**
 * A grid table whose body rows are groups of sub-rows; a cell given as `{ span: text }` on a group's first
 * sub-row is printed once, centred over the group's height, and the rules between sub-rows skip its column.
 */
export function spanGrid(ctx, { head, groups, widths, key, size = 8.5 }) {
  const { doc } = ctx;
  const cols = widths.map((w) => w * WIDTH);
  const xs = cols.map((_, i) => LEFT + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const rowH = size + 9;
  let y = doc.y + 4;
  if (key) mark(ctx, key);
  doc.rect(LEFT, y, WIDTH, rowH + 4).fill('#33485c');
  doc.font('bold').fontSize(size).fillColor('white');
  head.forEach((h, c) => doc.text(h, xs[c] + 4, y + 4, { width: cols[c] - 8, align: c === 0 ? 'left' : 'right' }));
  doc.fillColor('black');
  y += rowH + 4;
  for (const [gi, group] of groups.entries()) {
    const top = y;
    const spans = group[0].map((cell) => cell && typeof cell === 'object');
    if (gi % 2 === 1) doc.rect(LEFT, top, WIDTH, rowH * group.length).fill('#f1f4f7');
    group.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell == null || spans[c]) return;
        doc.font('body').fontSize(size).fillColor('black');
        doc.text(String(cell), xs[c] + 4, y + 4, { width: cols[c] - 8, align: c === 0 ? 'left' : 'right' });
      });
      if (r < group.length - 1)
        cols.forEach((w, c) => {
          if (!spans[c])
            doc
              .moveTo(xs[c], y + rowH)
              .lineTo(xs[c] + w, y + rowH)
              .lineWidth(0.2)
              .stroke('#bbb');
        });
      y += rowH;
    });
    const mid = top + (rowH * group.length) / 2 - size / 2 - 1;
    group[0].forEach((cell, c) => {
      if (!spans[c]) return;
      doc
        .font(c === 0 ? 'bold' : 'body')
        .fontSize(size)
        .fillColor('black');
      doc.text(String(cell.span), xs[c] + 4, mid, { width: cols[c] - 8, align: c === 0 ? 'left' : 'right' });
    });
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.6)
      .stroke('#555');
  }
  doc.font('body').fontSize(10).fillColor('black');
  doc.x = LEFT;
  doc.y = y + 10;
}

/**
 * One head row, then sections: a tinted band with the section's name across the width, its rows, and a bold
 * subtotal row ruled above. `rows` and `subtotal` are arrays of cells; the first cell is the label.
 */
export function bandedTable(ctx, { head, sections, grand, widths, key, size = 8.5 }) {
  const { doc } = ctx;
  const cols = widths.map((w) => w * WIDTH);
  const rowH = size + 8;
  let y = doc.y + 4;
  if (key) mark(ctx, key);
  const line = (cells, font, fill) => {
    if (fill) doc.rect(LEFT, y, WIDTH, rowH).fill(fill);
    let x = LEFT;
    doc.font(font).fontSize(size).fillColor('black');
    cells.forEach((cell, c) => {
      doc.text(String(cell), x + 4, y + 4, { width: cols[c] - 8, align: c === 0 ? 'left' : 'right' });
      x += cols[c];
    });
    y += rowH;
  };
  line(head, 'bold');
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(1)
    .stroke('#222');
  for (const sec of sections) {
    doc.rect(LEFT, y + 3, WIDTH, rowH).fill('#dfe9e2');
    doc
      .font('bold')
      .fontSize(size)
      .fillColor('#1f4d33')
      .text(sec.name, LEFT + 4, y + 7, { width: WIDTH - 8 });
    y += rowH + 5;
    for (const row of sec.rows) line(row, 'body');
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.4)
      .stroke('#777');
    for (const sub of sec.subtotals) line(sub, 'bold');
    y += 4;
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(1)
    .stroke('#222');
  y += 2;
  line(grand, 'bold', '#eef2ee');
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(1)
    .stroke('#222');
  doc.font('body').fontSize(10).fillColor('black');
  doc.x = LEFT;
  doc.y = y + 10;
}

/**
 * A ruled table with chosen rows in bold on a tint (`bold`: row indices; row 0 is the head, always bold);
 * `widths` are fractions of the page width; the first column is left-aligned, `left` lists other such columns.
 */
export function ruledTable(ctx, { rows, widths, bold = [], left = [], key, size = 8.5 }) {
  const { doc } = ctx;
  const cols = widths.map((w) => w * WIDTH);
  if (key) mark(ctx, key);
  rows.forEach((row, r) => {
    const y = doc.y;
    const strong = r === 0 || bold.includes(r);
    doc.font(strong ? 'bold' : 'body').fontSize(size);
    const h = Math.max(...row.map((cell, c) => doc.heightOfString(String(cell), { width: cols[c] - 6 })));
    if (r > 0 && bold.includes(r)) doc.rect(LEFT, y, WIDTH, h + 6).fill('#e4ecf3');
    doc.fillColor('black');
    let x = LEFT;
    row.forEach((cell, c) => {
      const align = c === 0 || left.includes(c) ? 'left' : 'right';
      doc.text(String(cell), x + 3, y + 3, { width: cols[c] - 6, align });
      x += cols[c];
    });
    doc
      .moveTo(LEFT, y + h + 6)
      .lineTo(LEFT + WIDTH, y + h + 6)
      .lineWidth(r === 0 ? 0.9 : 0.3)
      .stroke('#555');
    doc.y = y + h + 7;
  });
  doc.font('body').fontSize(10);
  doc.x = LEFT;
  doc.moveDown(0.6);
}

/**
 * Bubble rows: one row a year, a circle a series with its area in proportion to the value (a dashed outline for
 * a memo series), the series name and figure under each circle, the row's total set at the right.
 */
export function bubbleRows(ctx, { rows, key, maxR = 38 }) {
  const { doc } = ctx;
  const max = Math.max(...rows.flatMap((r) => r.bubbles.map((b) => b.value)));
  let y = doc.y + 6;
  if (key) mark(ctx, key);
  for (const row of rows) {
    const cy = y + maxR;
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#1d3b2a')
      .text(row.year, LEFT, cy - 7, { width: 56 });
    row.bubbles.forEach((b, i) => {
      const cx = LEFT + 90 + i * 80;
      const r = Math.max(3, Math.sqrt(b.value / max) * maxR);
      if (b.memo) doc.circle(cx, cy, r).lineWidth(1).dash(2, { space: 2 }).stroke('#4f7a63').undash();
      else doc.circle(cx, cy, r).fill(b.color);
      doc
        .font('body')
        .fontSize(7.5)
        .fillColor('#333')
        .text(b.label, cx - 39, cy + maxR + 4, { width: 78, align: 'center' });
      doc
        .font('bold')
        .fontSize(8)
        .fillColor('black')
        .text(b.text, cx - 39, doc.y + 1, { width: 78, align: 'center' });
    });
    doc.rect(LEFT + 390, cy - 26, WIDTH - 390, 52).fill('#eef3ef');
    doc
      .font('body')
      .fontSize(7.5)
      .fillColor('#333')
      .text(row.totalLabel, LEFT + 396, cy - 21, { width: WIDTH - 402 });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('black')
      .text(row.total, LEFT + 396, doc.y + 2, { width: WIDTH - 402 });
    y = cy + maxR + 44;
    doc
      .moveTo(LEFT, y - 6)
      .lineTo(LEFT + WIDTH, y - 6)
      .lineWidth(0.3)
      .stroke('#aaa');
  }
  doc.font('body').fontSize(10).fillColor('black');
  doc.x = LEFT;
  doc.y = y + 4;
}
