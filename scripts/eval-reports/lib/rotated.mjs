// Evaluation reports: a wide table printed turned 90° on a portrait page, as annual reports print tables too
// wide for the page: the reader turns the page clockwise to read it; a small upright note in the margin says so.
import { LEFT, mark } from './pdf.mjs';
import { grid } from './draw.mjs';

/**
 * Draws `opts` (a grid() table, widths as fractions) turned 90° anticlockwise on the current portrait page, with
 * its caption at the top of the turned frame. `key` is marked on the page. The document's cursor goes to the
 * foot of the page afterwards (nothing else belongs on a turned page).
 */
export function rotatedTable(ctx, { caption, note, key, ...opts }) {
  const { doc } = ctx;
  const pageW = doc.page.width;
  const pageH = doc.page.height;
  if (key) mark(ctx, key);
  doc.save();
  // The turned frame: x runs up the page from its foot, y runs right from its left edge.
  doc.translate(0, pageH).rotate(-90);
  const frameW = pageH - 2 * LEFT;
  doc.font('bold').fontSize(12).fillColor('#1f3b57').text(caption, LEFT, LEFT, { width: frameW });
  doc.fillColor('black');
  grid(ctx, { ...opts, x: LEFT, width: frameW, top: LEFT + 24 });
  if (note) doc.font('body').fontSize(7.5).fillColor('#444').text(note, LEFT, doc.y, { width: frameW });
  doc.fillColor('black');
  doc.restore();
  doc.font('body').fontSize(7).fillColor('#777');
  doc.text('Turn the page to read the table.', LEFT, LEFT - 30, { width: pageW - 2 * LEFT, align: 'right' });
  doc.fillColor('black').fontSize(10);
  doc.x = LEFT;
  doc.y = pageH - LEFT;
}
