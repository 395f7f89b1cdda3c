// Evaluation reports (blind set 25): the drawing its layouts need — space-aligned lines in a monospaced
// font under a line of dashes, a heat-map grid of shaded cells, dumbbell rows (two dots per series joined
// by a line on a shared axis) and a long table with one observation per row.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const MONO = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';
const MONO_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';

/** Sets the whole document in a monospaced font (this document only; the cached body font is dropped). */
export function useMonoFont(ctx) {
  delete ctx.doc._fontFamilies.body;
  ctx.doc.registerFont('body', MONO);
  ctx.doc.registerFont('bold', MONO_BOLD);
  ctx.doc.font('body');
}

/** Pads cells into one line: the first left-aligned in `widths[0]` characters, the others right-aligned. */
export function padLine(cells, widths) {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('');
}

/** Lines of a plain-text table: head, a line of dashes, body lines. */
export function monoLines(ctx, lines, key, { size = 8 } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('body').fontSize(size);
  for (const line of lines) doc.text(line, LEFT, undefined, { width: WIDTH, lineBreak: false });
  doc.x = LEFT;
  doc.moveDown(0.8);
}

/** A grey-to-green shade for a value's place in its row (0 = lowest, 1 = highest). */
function shade(f) {
  const mix = (a, b) => Math.round(a + (b - a) * f);
  const hex = (v) => v.toString(16).padStart(2, '0');
  return `#${hex(mix(0xe6, 0x1b))}${hex(mix(0xf2, 0x5e))}${hex(mix(0xea, 0x3f))}`;
}

/** A heat-map grid: `head` over the value columns, rows of [label, numbers], `fmt` prints a number. */
export function heatGrid(ctx, { head, rows, fmt, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const labelW = 150;
  const cellW = (WIDTH - labelW) / head.length;
  const cellH = 26;
  let y = doc.y + 4;
  doc.font('bold').fontSize(8.5).fillColor('#333');
  head.forEach((h, i) => doc.text(h, LEFT + labelW + i * cellW, y, { width: cellW, align: 'center' }));
  y += 16;
  for (const [label, values] of rows) {
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    doc
      .font('body')
      .fontSize(9)
      .fillColor('#222')
      .text(label, LEFT, y + 8, { width: labelW - 8 });
    values.forEach((v, i) => {
      const f = hi === lo ? 0.5 : (v - lo) / (hi - lo);
      const x = LEFT + labelW + i * cellW;
      doc.rect(x + 1, y + 1, cellW - 2, cellH - 2).fill(shade(f));
      doc
        .font('bold')
        .fontSize(9.5)
        .fillColor(f > 0.55 ? 'white' : '#1b2b22')
        .text(fmt(v), x, y + 8, { width: cellW, align: 'center' });
    });
    y += cellH;
  }
  legend(ctx, y + 8);
}

function legend(ctx, y) {
  const { doc } = ctx;
  const x0 = LEFT + WIDTH - 180;
  for (let i = 0; i < 6; i++) doc.rect(x0 + 40 + i * 16, y, 16, 8).fill(shade(i / 5));
  doc.font('body').fontSize(7).fillColor('#555');
  doc.text('lowest', x0, y, { width: 36, align: 'right' });
  doc.text('highest in row', x0 + 140, y, { width: 60 });
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = y + 22;
}

/** Dumbbell rows on one axis: each item {label, a, b}; `a` is the older year (grey), `b` the newer (dark). */
export function dumbbells(ctx, { items, years, fmt, key, title }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const x0 = LEFT + 150;
  const x1 = LEFT + WIDTH - 70;
  const max = Math.max(...items.flatMap((it) => [it.a, it.b])) * 1.1;
  const px = (v) => x0 + ((x1 - x0) * v) / max;
  let y = doc.y + 6;
  doc.font('bold').fontSize(9).fillColor('#222').text(title, LEFT, y, { width: WIDTH });
  doc.font('body').fontSize(7.5);
  doc.circle(x1 - 90, y + 4, 3).fill('#9a9a9a');
  doc.fillColor('#555').text(String(years[0]), x1 - 84, y, { width: 30 });
  doc.circle(x1 - 40, y + 4, 3).fill('#1d4d36');
  doc.fillColor('#555').text(String(years[1]), x1 - 34, y, { width: 30 });
  y += 20;
  for (const it of items) {
    const [pa, pb] = [px(it.a), px(it.b)];
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor('#222')
      .text(it.label, LEFT, y - 5, { width: 140 });
    doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.3).stroke('#dddddd');
    doc.moveTo(pa, y).lineTo(pb, y).lineWidth(2).stroke('#b9c9bf');
    doc.circle(pa, y, 4).fill('#9a9a9a');
    doc.circle(pb, y, 4).fill('#1d4d36');
    const [lo, hi] = [Math.min(it.a, it.b), Math.max(it.a, it.b)];
    doc.fontSize(7.5).fillColor('#444');
    doc.text(fmt(lo), Math.min(pa, pb) - 56, y - 4, { width: 48, align: 'right', lineBreak: false });
    doc.text(fmt(hi), Math.max(pa, pb) + 8, y - 4, { width: 60, lineBreak: false });
    y += 24;
  }
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = y + 2;
}

/** A long table: `aligns` per column ('left'/'right'), rows grouped by their first cell with grey bands. */
export function longTable(ctx, { head, rows, widths, aligns, key, size = 8.5 }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  let y = doc.y + 2;
  const cells = (row, font, yy) => {
    let x = LEFT;
    doc.font(font).fontSize(size).fillColor('#111');
    row.forEach((c, i) => {
      doc.text(String(c), x + 4, yy + 4, { width: widths[i] * WIDTH - 8, align: aligns[i], lineBreak: false });
      x += widths[i] * WIDTH;
    });
  };
  doc.rect(LEFT, y, WIDTH, 18).fill('#d9e2ec');
  cells(head, 'bold', y);
  y += 18;
  let group = null;
  let band = false;
  for (const row of rows) {
    if (row[0] !== group) [group, band] = [row[0], !band];
    if (band) doc.rect(LEFT, y, WIDTH, 16).fill('#f1f4f7');
    cells(row, 'body', y);
    y += 16;
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.8)
    .stroke('#555');
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = y + 10;
}
