// Evaluation reports: drawing beyond lib/pdf.mjs's ruled table — a table anywhere on the page (its own x
// and width, so two tables can stand side by side), header rows whose cells span columns ("Reporting
// year" over three years), labels wrapped over lines with the figures on the last one (Excel's bottom
// alignment), indented "of which" rows, and bullet lists with a printed "•".
import { LEFT, WIDTH, mark } from './pdf.mjs';

const cellOf = (c) => (c !== null && typeof c === 'object' ? c : { text: String(c) });

/**
 * A ruled table at (x, top), `width` points wide. `header` is a list of rows whose cells are strings or
 * `{ text, span }`; `rows` are body rows of strings or `{ text, indent, bold }` (a bold cell sets its
 * whole row in bold, as for a section row). The first column is
 * left-aligned, the others right-aligned; a header cell spanning columns is centred with a rule under
 * it. `aligns` (optional) names each column's alignment instead ('left', 'right', 'center').
 * `valign: 'bottom'` prints a row's short cells on the last line of its tallest cell. Returns the
 * table's bottom y (the document's y is left a little below it).
 */
export function grid(ctx, opts) {
  const { header = [], rows, x = LEFT, width = WIDTH, widths, size = 9, valign = 'top', key, caption } = opts;
  const { doc } = ctx;
  let y = opts.top ?? doc.y;
  if (caption) {
    doc.font('bold').fontSize(size + 1);
    doc.text(caption, x, y, { width });
    y += doc.heightOfString(caption, { width }) + 4;
  }
  if (key) mark(ctx, key);
  const colX = [];
  widths.reduce((at, w) => (colX.push(at), at + w * width), x);
  const drawRow = (cells, { bold, last, spanRules }) => {
    doc.font(bold ? 'bold' : 'body').fontSize(size);
    let c = 0;
    const placed = cells.map((raw) => {
      const cell = cellOf(raw);
      const span = cell.span ?? 1;
      const w = widths.slice(c, c + span).reduce((s, f) => s + f * width, 0);
      const at = { cell, col: c, span, x: colX[c] + (cell.indent ?? 0), w: w - 6 - (cell.indent ?? 0) };
      c += span;
      return at;
    });
    const h = (p) => doc.heightOfString(p.cell.text || ' ', { width: p.w });
    const height = Math.max(...placed.map(h));
    for (const p of placed) {
      if (!p.cell.text) continue;
      const dy = valign === 'bottom' ? height - h(p) : 0;
      const align = opts.aligns?.[p.col] ?? (p.col === 0 ? 'left' : p.span > 1 ? 'center' : 'right');
      doc.text(p.cell.text, p.x + 3, y + 3 + dy, { width: p.w, align });
    }
    const bottom = y + height + 6;
    if (spanRules) {
      for (const p of placed.filter((q) => q.span > 1 && q.cell.text))
        doc
          .moveTo(colX[p.col] + 3, bottom)
          .lineTo(colX[p.col] + p.w + 3, bottom)
          .lineWidth(0.5)
          .stroke('#555');
    } else {
      doc
        .moveTo(x, bottom)
        .lineTo(x + width, bottom)
        .lineWidth(last ? 0.9 : 0.3)
        .stroke('#555');
    }
    y = bottom + 1;
  };
  header.forEach((row, i) => drawRow(row, { bold: true, last: true, spanRules: i < header.length - 1 }));
  for (const row of rows) drawRow(row, { bold: row.some((c) => cellOf(c).bold) });
  doc.x = LEFT;
  doc.y = y;
  doc.moveDown(0.6);
  return y;
}

/** A bullet list: a printed "•" and the item's text hanging beside it. Marks `key` on each item's page. */
export function bullets(ctx, items, key, { size = 10 } = {}) {
  const { doc } = ctx;
  for (const item of items) {
    doc.font('body').fontSize(size);
    if (doc.y + doc.heightOfString(item, { width: WIDTH - 18 }) > doc.page.height - LEFT) doc.addPage();
    if (key) mark(ctx, key);
    const y = doc.y;
    doc.text('•', LEFT + 4, y);
    doc.text(item, LEFT + 18, y, { width: WIDTH - 18 });
    doc.moveDown(0.3);
  }
  doc.x = LEFT;
  doc.moveDown(0.4);
}
