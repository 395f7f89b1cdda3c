// Evaluation reports: a data-sheet table without rules between rows — alternate body rows on a grey band
// ("zebra" striping), a bold header over a firm rule, per-column alignment, and a header repeated when the
// table runs onto a new page. A row may name its own statement key, marked on the page it lands on.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/**
 * Draws `rows` ([{ cells, key? }]) under `header` (strings). `widths` are fractions of `width`, `aligns`
 * each column's alignment ('left' by default). `key` is marked on every page the table touches. `band` is
 * the grey of the alternate rows (null: no bands, a hairline under each row instead).
 */
export function zebraTable(ctx, opts) {
  const { header, rows, widths, aligns = [], x = LEFT, width = WIDTH, size = 8.5, key, caption } = opts;
  const band = opts.band === undefined ? '#e4e4e4' : opts.band;
  const { doc } = ctx;
  const colX = [];
  widths.reduce((at, w) => (colX.push(at), at + w * width), x);
  const colW = widths.map((w) => w * width - 8);
  const heightOf = (cells) =>
    Math.max(...cells.map((c, i) => doc.heightOfString(String(c) || ' ', { width: colW[i] })));
  const write = (cells, y) =>
    cells.forEach((c, i) => {
      if (c !== '') doc.text(String(c), colX[i] + 4, y + 4, { width: colW[i], align: aligns[i] ?? 'left' });
    });
  const drawHeader = () => {
    if (key) mark(ctx, key);
    doc.font('bold').fontSize(size);
    const y = doc.y;
    const h = heightOf(header) + 8;
    write(header, y);
    doc
      .moveTo(x, y + h)
      .lineTo(x + width, y + h)
      .lineWidth(1)
      .stroke('#333');
    doc.y = y + h + 2;
  };
  if (caption) {
    doc
      .font('bold')
      .fontSize(size + 2)
      .text(caption, x, undefined, { width });
    doc.moveDown(0.3);
  }
  drawHeader();
  rows.forEach((row, i) => {
    doc.font('body').fontSize(size);
    const h = heightOf(row.cells) + 8;
    if (doc.y + h > doc.page.height - LEFT) {
      doc.addPage();
      drawHeader();
      doc.font('body').fontSize(size);
    }
    if (row.key) mark(ctx, row.key);
    const y = doc.y;
    if (band && i % 2 === 1) doc.rect(x, y, width, h).fill(band);
    if (!band)
      doc
        .moveTo(x, y + h)
        .lineTo(x + width, y + h)
        .lineWidth(0.2)
        .stroke('#999');
    doc.fillColor('black');
    write(row.cells, y);
    doc.y = y + h;
  });
  doc
    .moveTo(x, doc.y)
    .lineTo(x + width, doc.y)
    .lineWidth(0.6)
    .stroke('#333');
  doc.x = LEFT;
  doc.moveDown(0.8);
}
