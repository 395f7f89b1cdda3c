// Evaluation reports: bilingual pages as German-speaking groups print them — the German text on the left and
// its English version on the right, side by side from the same top line, the English set in a muted blue;
// a pair never splits over two pages.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const GAP = 18;
const HALF = (WIDTH - GAP) / 2;
const EN_COLOUR = '#2f4f6f';

function pair(ctx, de, en, { font, size, key, after }) {
  const { doc } = ctx;
  doc.font(font).fontSize(size);
  const h = Math.max(doc.heightOfString(de, { width: HALF }), doc.heightOfString(en, { width: HALF }));
  if (doc.y + h > doc.page.height - LEFT) doc.addPage();
  for (const k of [key ?? []].flat()) mark(ctx, k);
  const y = doc.y;
  doc.fillColor('black').text(de, LEFT, y, { width: HALF });
  doc.fillColor(EN_COLOUR).text(en, LEFT + HALF + GAP, y, { width: HALF });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + h;
  doc.moveDown(after);
}

/** A German paragraph and its English version side by side; `key` (a string or list) marked on its page. */
export function pairPara(ctx, de, en, key) {
  pair(ctx, de, en, { font: 'body', size: 9.5, key, after: 0.7 });
}

/** A bilingual heading: the German words left, the English right, in bold. */
export function pairHeading(ctx, de, en, size = 13) {
  ctx.doc.moveDown(0.5);
  pair(ctx, de, en, { font: 'bold', size, after: 0.4 });
}

/** A two-line cell label: the German term over its English one. */
export const both = (de, en) => `${de}\n${en}`;
