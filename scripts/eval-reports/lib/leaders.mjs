// Evaluation reports: label/value lines joined by dot leaders ("Scope 1 ........ 12,345 tCO2e"), as metrics
// pages and indices print them — the label on the left, the value flush right, one line each.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/**
 * Prints `items` ({ label, value, key? }) one per line with dot leaders between label and value. Each
 * item's `key` (or the list's) is marked on the page the line lands on; a line that would run past the
 * bottom margin starts a new page.
 */
export function leaderLines(ctx, items, { key, size = 9.5, indent = 0 } = {}) {
  const { doc } = ctx;
  const x = LEFT + indent;
  const width = WIDTH - indent;
  for (const item of items) {
    doc.font('body').fontSize(size);
    const lineHeight = doc.currentLineHeight(true) + 3;
    if (doc.y + lineHeight > doc.page.height - LEFT) doc.addPage();
    doc.font('body').fontSize(size);
    if (item.key ?? key) mark(ctx, item.key ?? key);
    const y = doc.y;
    const room = width - doc.widthOfString(`${item.label}  `) - doc.widthOfString(`  ${item.value}`);
    const dots = '.'.repeat(Math.max(3, Math.floor(room / doc.widthOfString('.'))));
    doc.text(`${item.label} ${dots}`, x, y, { width, lineBreak: false });
    doc.text(item.value, x, y, { width, align: 'right', lineBreak: false });
    doc.y = y + lineHeight;
  }
  doc.x = LEFT;
  doc.moveDown(0.5);
}
