// Evaluation reports: target progress bars as target pages print them — per target a label line, a grey
// track standing for the whole reduction the target asks for, a coloured fill for the reduction achieved so
// far, the base-year and latest tonnes at the track's two ends and the achieved share written after it.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/**
 * Draws one bar per item below the document's y: `items` are [{ title, note, achieved, target, from, to,
 * keys }] with `achieved` and `target` as reductions in % (positive = lower), `from`/`to` the end labels.
 * Marks each item's keys on the page.
 */
export function progressBars(ctx, items) {
  const { doc } = ctx;
  const trackW = WIDTH - 120;
  let y = doc.y + 4;
  for (const it of items) {
    for (const k of it.keys ?? []) mark(ctx, k);
    doc.fillColor('#1d3d30').font('bold').fontSize(9.5).text(it.title, LEFT, y, { width: WIDTH });
    y += 14;
    doc.fillColor('#555').font('body').fontSize(8).text(it.note, LEFT, y, { width: WIDTH });
    y += 13;
    doc.roundedRect(LEFT, y, trackW, 12, 6).fill('#dfe6e2');
    const share = Math.max(0, Math.min(1, it.achieved / it.target));
    if (share > 0) doc.roundedRect(LEFT, y, Math.max(12, trackW * share), 12, 6).fill('#2f7d5f');
    doc
      .fillColor('#222')
      .font('bold')
      .fontSize(9)
      .text(`${Math.round(share * 100)} % achieved`, LEFT + trackW + 10, y + 1.5, { width: 110, lineBreak: false });
    y += 16;
    doc.fillColor('#444').font('body').fontSize(7.5);
    doc.text(it.from, LEFT, y, { width: trackW / 2, lineBreak: false });
    doc.text(it.to, LEFT + trackW / 2, y, { width: trackW / 2, align: 'right', lineBreak: false });
    y += 22;
  }
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y;
}
