// Evaluation reports: an investor presentation exported to PDF — landscape slides with a coloured band, a big
// title and subtitle, a footer with the deck's name and the slide number, and what goes on a slide: short
// bullets, KPI boxes, a small table (grid() of lib/draw.mjs), vertical bars with data labels, a share strip.
import { mark } from './pdf.mjs';
import { grid } from './draw.mjs';

export const SX = 48;
export const SW = 746;
const INK = '#14324a';
const ACCENT = '#2a8c82';
const PALE = '#e6f2f0';
const COLOURS = [INK, ACCENT, '#9cc9c2', '#c7ccd1'];

/** Starts a slide (a new landscape page unless it is the first); returns the y where its content starts. */
export function slide(ctx, { title, subtitle, n, footer, first = false }) {
  const { doc } = ctx;
  if (!first) doc.addPage();
  doc.page.margins.bottom = 10;
  const W = doc.page.width;
  const H = doc.page.height;
  doc.rect(0, 0, W, 10).fill(INK);
  doc.rect(0, 10, 140, 4).fill(ACCENT);
  doc.fillColor(INK).font('bold').fontSize(24).text(title, SX, 36, { width: SW });
  let y = doc.y + 4;
  if (subtitle) {
    doc.fillColor('#555').font('body').fontSize(13).text(subtitle, SX, y, { width: SW });
    y = doc.y;
  }
  doc
    .moveTo(SX, H - 38)
    .lineTo(SX + SW, H - 38)
    .lineWidth(0.5)
    .stroke('#9aa5ad');
  doc
    .fillColor('#666')
    .font('body')
    .fontSize(8)
    .text(footer, SX, H - 30, { width: SW - 60, lineBreak: false });
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(10)
    .text(String(n), SX + SW - 40, H - 31, { width: 40, align: 'right' });
  doc.fillColor('black').font('body');
  return y + 18;
}

/** Short bullets in large type, each marked under `key` when given; returns the y under the last one. */
export function slideBullets(ctx, items, { x = SX, y, width = SW, size = 14, key } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  let at = y;
  for (const item of items) {
    doc.rect(x, at + size * 0.35, 6, 6).fill(ACCENT);
    doc
      .fillColor('#222')
      .font('body')
      .fontSize(size)
      .text(item, x + 18, at, { width: width - 18 });
    at = doc.y + size * 0.55;
  }
  doc.fillColor('black');
  return at;
}

/** A row of KPI boxes: a big value, its unit and a small note (a change); returns the y under them. */
export function kpiBoxes(ctx, tiles, { x = SX, y, width = SW, key } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const w = width / tiles.length;
  tiles.forEach((tile, i) => {
    const bx = x + i * w;
    doc.rect(bx + 4, y, w - 8, 112).fill(PALE);
    doc
      .fillColor('#444')
      .font('body')
      .fontSize(9)
      .text(tile.label, bx + 14, y + 8, { width: w - 28 });
    const big = tile.value.length > 9 ? 18 : 26;
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(big)
      .text(tile.value, bx + 14, y + 34, { width: w - 28 });
    doc
      .fillColor('#444')
      .font('body')
      .fontSize(10)
      .text(tile.unit, bx + 14, y + 66, { width: w - 28 });
    if (tile.note)
      doc
        .fillColor(ACCENT)
        .fontSize(10)
        .text(tile.note, bx + 14, y + 86, { width: w - 28 });
  });
  doc.fillColor('black');
  return y + 124;
}

/** A small ruled table on a slide (grid() at the slide's x and width). */
export function slideTable(ctx, { x = SX, y, width = SW, size = 11, ...opts }) {
  return grid(ctx, { x, top: y, width, size, ...opts });
}

/** Vertical bars with their value printed on top and their label beneath. */
export function slideBars(ctx, { x = SX, y, width, height = 190, bars, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const max = Math.max(...bars.map((b) => b.value));
  const slot = width / bars.length;
  const base = y + height + 20;
  bars.forEach((b, i) => {
    const h = (b.value / max) * height;
    const bx = x + i * slot + slot * 0.2;
    doc.rect(bx, base - h, slot * 0.6, h).fill(i === bars.length - 1 ? ACCENT : INK);
    doc.fillColor('#222').font('bold').fontSize(10);
    doc.text(b.text, x + i * slot, base - h - 14, { width: slot, align: 'center', lineBreak: false });
    doc
      .font('body')
      .fontSize(10)
      .text(b.label, x + i * slot, base + 6, { width: slot, align: 'center' });
  });
  doc
    .moveTo(x, base)
    .lineTo(x + width, base)
    .lineWidth(0.8)
    .stroke('#555');
  doc.fillColor('black');
  return base + 28;
}

/** One horizontal bar split into shares, with a legend line per part ("58 % renewable electricity"). */
export function shareStrip(ctx, { x = SX, y, width, parts, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const sum = parts.reduce((s, p) => s + p.pct, 0);
  let at = x;
  parts.forEach((p, i) => {
    const w = (p.pct / sum) * width;
    doc.rect(at, y, w, 26).fill(COLOURS[i % COLOURS.length]);
    at += w;
  });
  let ly = y + 40;
  parts.forEach((p, i) => {
    doc.rect(x, ly + 3, 10, 10).fill(COLOURS[i % COLOURS.length]);
    doc
      .fillColor('#222')
      .font('body')
      .fontSize(13)
      .text(`${p.pct} % ${p.label}`, x + 18, ly, { width: width - 18 });
    ly = doc.y + 6;
  });
  doc.fillColor('black');
  return ly;
}
