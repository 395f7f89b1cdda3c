// Evaluation reports: a data table whose unit stands on its own line under each indicator, as some annual reports
// set them — the indicator's name on one line across the table, under it the unit in small grey type indented in
// the first column with the year's figures on the same line, a hairline under each pair; shaded section bands.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const BAND = '#e4ebe6';

/**
 * Draws the table at the document's y. `years` are the column heads; `items` are
 * `{ section }` (a shaded band naming a block) or `{ label, unit, values, bold, key }` (`values` one printed
 * cell per column). Each item's `key` is marked on the page. Leaves the document's y under the table.
 */
export function unitRowTable(ctx, { heads, items, first = 0.4, size = 8.5 }) {
  const { doc } = ctx;
  const colW = (WIDTH * (1 - first)) / heads.length;
  const xOf = (i) => LEFT + WIDTH * first + i * colW;
  let y = doc.y;
  doc.font('bold').fontSize(size);
  const headH = Math.max(...heads.map((h) => doc.heightOfString(h, { width: colW - 6 })));
  doc.text('Indicator', LEFT + 3, y + headH - size - 1, { width: WIDTH * first - 6 });
  heads.forEach((h, i) => doc.text(h, xOf(i) + 3, y, { width: colW - 6, align: 'right' }));
  y += headH + 4;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.9)
    .stroke('#333');
  y += 3;
  for (const it of items) {
    if (it.section) {
      doc.rect(LEFT, y, WIDTH, size + 8).fill(BAND);
      doc
        .fillColor('#1e3d2f')
        .font('bold')
        .fontSize(size)
        .text(it.section, LEFT + 4, y + 4, { width: WIDTH - 8 });
      doc.fillColor('black');
      y += size + 11;
      continue;
    }
    for (const k of [it.key ?? []].flat()) mark(ctx, k);
    doc.font(it.bold ? 'bold' : 'body').fontSize(size);
    doc.text(it.label, LEFT + 3, y, { width: WIDTH - 6 });
    y += doc.heightOfString(it.label, { width: WIDTH - 6 }) + 1;
    doc
      .fillColor('#666')
      .font('body')
      .fontSize(size - 1.5)
      .text(it.unit, LEFT + 14, y + 1, { width: WIDTH * first });
    doc
      .fillColor('black')
      .font(it.bold ? 'bold' : 'body')
      .fontSize(size);
    it.values.forEach((v, i) => doc.text(v, xOf(i) + 3, y, { width: colW - 6, align: 'right', lineBreak: false }));
    y += size + 5;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.25)
      .stroke('#aaa');
    y += 3;
  }
  doc.x = LEFT;
  doc.y = y + 8;
}
