// Evaluation reports: drawing with pdfkit — a document that knows which page each statement lands on,
// headings, paragraphs, ruled tables, KPI tiles. DejaVu Sans is embedded so "CO₂" and "¹" render.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
export const LEFT = 56;
export const WIDTH = 483;

/**
 * A new report document; `where` maps a statement's place (ghgTable, targets…) to its pages. `layout:
 * 'landscape'` turns every page (a slide deck); the default is portrait A4.
 */
export function openReport(file, title, { layout } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    ...(layout ? { layout } : {}),
    margin: LEFT,
    info: { Title: title, CreationDate: new Date(Date.UTC(2026, 0, 1)) }
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', fs.existsSync(BOLD) ? BOLD : FONT);
  doc.font('body').fontSize(10);
  const ctx = { doc, page: 1, where: {} };
  doc.on('pageAdded', () => (ctx.page += 1));
  const stream = fs.createWriteStream(file);
  doc.pipe(stream);
  ctx.done = new Promise((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  return ctx;
}

/** Records that the statement `key` is printed on the current page. */
export function mark(ctx, key) {
  const pages = (ctx.where[key] ??= []);
  if (!pages.includes(ctx.page)) pages.push(ctx.page);
}

export function heading(ctx, text, size = 15) {
  ctx.doc.moveDown(0.6).font('bold').fontSize(size).text(text, LEFT, undefined, { width: WIDTH });
  ctx.doc.moveDown(0.3).font('body').fontSize(10);
}

export function para(ctx, text, key, opts = {}) {
  if (key) mark(ctx, key);
  ctx.doc
    .font('body')
    .fontSize(10)
    .text(text, LEFT, undefined, { width: WIDTH, align: 'justify', ...opts });
  ctx.doc.moveDown(0.5);
}

/** Several paragraphs in two columns. */
export function twoColumns(ctx, paragraphs) {
  const { doc } = ctx;
  const text = paragraphs.join('\n\n');
  doc.font('body').fontSize(9.5);
  const half = doc.heightOfString(text, { width: (WIDTH - 18) / 2, align: 'justify' }) / 2;
  doc.text(text, LEFT, undefined, { width: WIDTH, columns: 2, columnGap: 18, height: half + 24, align: 'justify' });
  doc.x = LEFT;
  doc.moveDown(0.5);
}

/**
 * A ruled table: rows of cells (strings); the first row is the header. `widths` are fractions of the
 * page width; the first column is left-aligned, the rest right-aligned.
 */
export function table(ctx, rows, { widths, key, caption, above, size = 9 } = {}) {
  const { doc } = ctx;
  if (caption) doc.font('bold').fontSize(10).text(caption, LEFT, undefined, { width: WIDTH }).moveDown(0.2);
  if (above) doc.font('body').fontSize(8.5).text(above, LEFT, undefined, { width: WIDTH }).moveDown(0.2);
  if (key) mark(ctx, key);
  const cols = widths ?? rows[0].map((_, i) => (i === 0 ? 0.4 : 0.6 / (rows[0].length - 1)));
  rows.forEach((row, r) => {
    const y = doc.y;
    doc.font(r === 0 ? 'bold' : 'body').fontSize(size);
    const height = Math.max(...row.map((cell, c) => doc.heightOfString(String(cell), { width: cols[c] * WIDTH - 6 })));
    let x = LEFT;
    row.forEach((cell, c) => {
      const w = cols[c] * WIDTH;
      doc.text(String(cell), x + 3, y + 3, { width: w - 6, align: c === 0 ? 'left' : 'right' });
      x += w;
    });
    const bottom = y + height + 6;
    doc
      .moveTo(LEFT, bottom)
      .lineTo(LEFT + WIDTH, bottom)
      .lineWidth(r === 0 ? 0.9 : 0.3)
      .stroke('#555');
    doc.y = bottom + 1;
  });
  doc.x = LEFT;
  doc.moveDown(0.6);
}

/** A strip of KPI tiles: big number, small label under it. */
export function kpiStrip(ctx, tiles, key) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const w = WIDTH / tiles.length;
  const y = doc.y + 4;
  tiles.forEach((tile, i) => {
    const x = LEFT + i * w;
    doc.rect(x + 4, y, w - 8, 78).fill('#e8f1ec');
    doc
      .fillColor('#1d4d36')
      .font('bold')
      .fontSize(tile.value.length > 8 ? 15 : 20)
      .text(tile.value, x + 10, y + 10, { width: w - 20 });
    doc
      .fillColor('#333')
      .font('body')
      .fontSize(8)
      .text(tile.label, x + 10, y + 44, { width: w - 20 });
  });
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = y + 92;
}

export const newPage = (ctx) => ctx.doc.addPage();

export async function closeReport(ctx) {
  ctx.doc.end();
  await ctx.done;
}
