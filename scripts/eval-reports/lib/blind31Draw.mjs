// Evaluation reports (blind set 31): drawing helpers for five inventory layouts — Indian lakh/crore digit
// grouping (1,23,45,678), a dense data table whose column heads are printed turned 90° above narrow columns,
// and a "Carbon facts" panel in the manner of a food label (heavy rules, amounts and a share of the total).
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** Groups an integer the Indian way: the last three digits, then pairs (12,34,567). */
export function lakh(n) {
  const s = Math.round(Math.abs(n)).toString();
  const last = s.slice(-3);
  const rest = s.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last}` : last;
  return n < 0 ? `-${grouped}` : grouped;
}

/** A number style (as lib/sections.mjs `style`) printing integers and decimals with lakh grouping. */
export function lakhStyle(yl) {
  const d = (v, k) => {
    const [int, frac] = Math.abs(v).toFixed(k).split('.');
    return `${v < 0 ? '-' : ''}${lakh(Number(int))}${frac ? '.' + frac : ''}`;
  };
  return { sep: ',', dec: '.', yl, n: lakh, d, t: (v) => `${lakh(v)} tCO₂e` };
}

/**
 * A ruled table whose first `upright` columns have ordinary heads and whose other heads are printed turned
 * 90° (read from the bottom up) in a tall head row; body rows in small type, `bold` rows in bold.
 */
export function verticalHeadTable(ctx, { upright, heads, rows, widths, key, bold = [], size = 7.5, headH = 84 }) {
  const { doc } = ctx;
  const cols = widths.map((w) => w * WIDTH);
  const xs = cols.map((_, i) => LEFT + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const top = doc.y + 4;
  if (key) mark(ctx, key);
  const base = top + headH;
  doc.font('bold').fontSize(size).fillColor('black');
  upright.forEach((h, c) => doc.text(h, xs[c] + 3, base - size - 6, { width: cols[c] - 6 }));
  heads.forEach((h, i) => {
    const c = upright.length + i;
    const x = xs[c] + cols[c] / 2 - size / 2 - 1;
    doc.save();
    doc.rotate(-90, { origin: [x, base - 4] });
    doc.text(h, x, base - 4, { width: headH - 8, lineBreak: false });
    doc.restore();
  });
  doc
    .moveTo(LEFT, base)
    .lineTo(LEFT + WIDTH, base)
    .lineWidth(0.9)
    .stroke('#333');
  let y = base + 1;
  rows.forEach((row, r) => {
    doc.font(bold.includes(r) ? 'bold' : 'body').fontSize(size);
    const h = Math.max(...row.map((cell, c) => doc.heightOfString(String(cell), { width: cols[c] - 6 })));
    if (r % 2 === 1) doc.rect(LEFT, y, WIDTH, h + 5).fill('#f2f2f2');
    doc.fillColor('black');
    row.forEach((cell, c) =>
      doc.text(String(cell), xs[c] + 3, y + 2.5, { width: cols[c] - 6, align: c < upright.length ? 'left' : 'right' })
    );
    y += h + 5;
  });
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.9)
    .stroke('#333');
  doc.font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + 8;
}

/** A heavy or light rule across the panel at y; returns y below it. */
function rule(doc, x, y, w, weight) {
  doc.rect(x, y, w, weight).fill('black');
  return y + weight + 2;
}

/**
 * A "Carbon facts" panel `w` wide at the left margin: a big title, a serving line, heavy rules, and rows of
 * label and up to three figures (`{ label, cells, bold, indent, heavy }`; `heavy` draws a thick rule above).
 */
export function factsPanel(ctx, { title, serving, head, rows, foot, widths, key, w = 300 }) {
  const { doc } = ctx;
  const x = LEFT;
  const y0 = doc.y + 4;
  if (key) mark(ctx, key);
  const cols = widths.map((f) => f * (w - 12));
  let y = y0 + 6;
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('black')
    .text(title, x + 6, y, { width: w - 12 });
  y = doc.y;
  doc
    .font('body')
    .fontSize(8.5)
    .text(serving, x + 6, y, { width: w - 12 });
  y = rule(doc, x + 6, doc.y + 2, w - 12, 7);
  const line = (cells, font, indent = 0) => {
    let cx = x + 6;
    doc.font(font).fontSize(8.5).fillColor('black');
    const pads = cells.map((_, c) => (c === 0 ? indent : 0));
    const h = Math.max(...cells.map((cell, c) => doc.heightOfString(String(cell), { width: cols[c] - pads[c] - 4 })));
    cells.forEach((cell, c) => {
      const opts = { width: cols[c] - pads[c] - 4, align: c === 0 ? 'left' : 'right' };
      doc.text(String(cell), cx + pads[c] + (c === 0 ? 0 : 4), y + 2, opts);
      cx += cols[c];
    });
    y += h + 4;
  };
  line(head, 'bold');
  y = rule(doc, x + 6, y, w - 12, 3);
  for (const row of rows) {
    if (row.heavy) y = rule(doc, x + 6, y, w - 12, 3);
    line([row.label, ...row.cells], row.bold ? 'bold' : 'body', row.indent ? 10 : 0);
    y = rule(doc, x + 6, y, w - 12, 0.5);
  }
  y = rule(doc, x + 6, y, w - 12, 7);
  doc
    .font('body')
    .fontSize(7)
    .text(foot, x + 6, y, { width: w - 12 });
  const bottom = doc.y + 6;
  doc
    .rect(x, y0, w, bottom - y0)
    .lineWidth(1.5)
    .stroke('black');
  doc.font('body').fontSize(10);
  return { top: y0, bottom, right: x + w };
}
