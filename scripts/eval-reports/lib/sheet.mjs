// Evaluation reports: a spreadsheet page printed to PDF as an ESG databook prints it — a file name and sheet
// name in the page head, grey column letters (A, B, C…) over the cells, grey row numbers down the left,
// thin gridlines round every cell, and the workbook's sheet tabs along the foot with the printed one white.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const LETTERS = 'ABCDEFGHIJ';
const GUTTER = 22;
const ROW_H = 15;

/** A left-aligned text runs on over the empty cells to its right, as a worksheet shows it. */
function spill(row, ws, c, align) {
  let w = ws[c];
  if (align !== 'left') return w;
  for (let k = c + 1; k < ws.length && !cellOf(row[k]).text; k++) w += ws[k];
  return w;
}

const cellOf = (c) => (c !== null && typeof c === 'object' ? c : { text: c == null ? '' : String(c) });

function headRow(doc, colX, widths, y) {
  doc.rect(LEFT, y, WIDTH, ROW_H).fill('#e4e4e4');
  doc.fillColor('#555').font('body').fontSize(7);
  widths.forEach((w, i) => doc.text(LETTERS[i], colX[i], y + 4, { width: w, align: 'center' }));
  doc.fillColor('black');
}

/**
 * Prints `rows` (arrays of strings or `{ text, bold, align }`) as one worksheet: `file` and `tab` in the
 * head, `tabs` along the foot. `widths` are fractions of the cell area (the row-number gutter aside).
 * Text cells are left-aligned, figures right-aligned. Marks `keys` on the page.
 */
export function sheet(ctx, { file, tab, tabs, rows, widths, keys = [], size = 7.5 }) {
  const { doc } = ctx;
  for (const k of keys) mark(ctx, k);
  doc.font('body').fontSize(7.5).fillColor('#666');
  doc.text(`${file}  —  ${tab}`, LEFT, doc.y, { width: WIDTH });
  doc.fillColor('black');
  let y = doc.y + 4;
  const area = WIDTH - GUTTER;
  const ws = widths.map((f) => f * area);
  const colX = [];
  ws.reduce((at, w) => (colX.push(at), at + w), LEFT + GUTTER);
  headRow(doc, colX, ws, y);
  const top = y;
  const bottom = top + ROW_H * (rows.length + 1);
  doc.lineWidth(0.25).strokeColor('#b8b8b8');
  for (let i = 0; i <= rows.length + 1; i++)
    doc
      .moveTo(LEFT, top + i * ROW_H)
      .lineTo(LEFT + WIDTH, top + i * ROW_H)
      .stroke();
  for (const x of [LEFT, ...colX, LEFT + WIDTH]) doc.moveTo(x, top).lineTo(x, bottom).stroke();
  doc.strokeColor('black');
  y += ROW_H;
  rows.forEach((row, r) => {
    doc.rect(LEFT + 0.3, y + 0.3, GUTTER - 0.6, ROW_H - 0.6).fill('#e4e4e4');
    doc
      .fillColor('#555')
      .font('body')
      .fontSize(7)
      .text(String(r + 1), LEFT, y + 4, { width: GUTTER - 3, align: 'right' });
    doc.fillColor('black');
    row.forEach((raw, c) => printCell(doc, { cell: cellOf(raw), x: colX[c], y, w: ws[c], row, ws, c, size }));
    y += ROW_H;
  });
  tabStrip(doc, tabs, tab, y + 6);
  doc.x = LEFT;
  doc.y = y + 30;
}

/** One cell's text; a text longer than its cell covers the gridlines of the empty cells it runs over. */
function printCell(doc, { cell, x, y, w, row, ws, c, size }) {
  if (!cell.text) return;
  const numeric = /^[−\-+]?[\d,.]+\s?%?$/.test(cell.text);
  doc.font(cell.bold ? 'bold' : 'body').fontSize(size);
  const align = cell.align ?? (numeric ? 'right' : 'left');
  const room = spill(row, ws, c, align);
  if (room > w) doc.rect(x + 0.5, y + 0.5, room - 1, ROW_H - 1).fill('white');
  doc.fillColor('black').text(cell.text, x + 3, y + 4, { width: room - 6, align, lineBreak: false });
}

function tabStrip(doc, tabs, active, y) {
  let x = LEFT + 4;
  doc.font('body').fontSize(7.5);
  for (const t of tabs) {
    const w = doc.widthOfString(t) + 16;
    doc.rect(x, y, w, 14).fillAndStroke(t === active ? '#ffffff' : '#d6d6d6', '#999');
    doc.fillColor(t === active ? '#1d6b3a' : '#444').font(t === active ? 'bold' : 'body');
    doc.text(t, x + 8, y + 3.5, { lineBreak: false });
    doc.font('body');
    x += w + 2;
  }
  doc.fillColor('black');
}
