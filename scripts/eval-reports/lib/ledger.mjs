// Evaluation reports: a long table that runs over as many pages as it needs — rows are laid out until the page is
// full, then the table goes on at the top of the next page under its header rows printed again; each part is drawn
// with grid() of lib/draw.mjs, so spanning header cells, bold and indented rows work as there.
import { grid } from './draw.mjs';
import { LEFT, WIDTH } from './pdf.mjs';

const cellText = (c) => (c !== null && typeof c === 'object' ? c.text : String(c));

/** The height grid() gives a row: its tallest cell at the row's font size, plus the padding and the rule. */
function rowHeight(doc, row, widths, width, size) {
  doc.font('body').fontSize(size);
  let col = 0;
  const heights = row.map((c) => {
    const span = (c && typeof c === 'object' && c.span) || 1;
    const w = widths.slice(col, col + span).reduce((s, f) => s + f * width, 0) - 6;
    col += span;
    return doc.heightOfString(cellText(c) || ' ', { width: w });
  });
  return Math.max(...heights) + 7;
}

/** Draws `rows` under `header` from the current y, breaking onto new pages and repeating the header. */
export function longTable(ctx, { header, rows, widths, size = 8, key, caption, x = LEFT, width = WIDTH }) {
  const { doc } = ctx;
  const headH = header.reduce((s, r) => s + rowHeight(doc, r, widths, width, size) + 1, 0);
  const bottom = () => doc.page.height - doc.page.margins.bottom - 4;
  let chunk = [];
  let y = doc.y + (caption ? 18 : 0) + headH;
  let first = true;
  const flush = () => {
    grid(ctx, { header, rows: chunk, widths, size, key, x, width, ...(first ? { caption } : {}) });
    first = false;
    chunk = [];
  };
  for (const row of rows) {
    const h = rowHeight(doc, row, widths, width, size);
    if (y + h > bottom() && chunk.length) {
      flush();
      doc.addPage();
      y = doc.y + headH;
    }
    chunk.push(row);
    y += h;
  }
  if (chunk.length) flush();
}
