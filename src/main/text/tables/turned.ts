/**
 * A table printed turned a quarter on an upright page (a wide data table set along the page's length):
 * its text items are set in the turned table's own frame, where they read left to right like any other
 * table, and every box read there is set back on the page afterwards, so cells keep their place for
 * highlighting.
 */
import type { Rect, TextItem } from '../../ingest/types';
import { fontSizeOf, orientationOf, type Orientation } from '../../ingest/itemGeometry';
import type { PageGeometry } from './lines';
import type { PageTable, TableCell } from './types';

/** Characters of turned text a page needs before its turned tables are read. */
const MIN_CHARS = 150;

type Quarter = Extract<Orientation, 90 | 270>;

/** A box of the page in the frame of text turned by `q`, and back (x, y from the top left, 0..1). */
const into = (q: Quarter, r: Rect): Rect =>
  q === 270 ? { x: 1 - r.y - r.h, y: r.x, w: r.h, h: r.w } : { x: r.y, y: 1 - r.x - r.w, w: r.h, h: r.w };
const outOf = (q: Quarter, r: Rect): Rect =>
  q === 270 ? { x: r.y, y: 1 - r.x - r.w, w: r.h, h: r.w } : { x: 1 - r.y - r.h, y: r.x, w: r.h, h: r.w };

/** The quarter turn most of the page's turned characters share, when there are enough of them. */
function turnOf(page: PageGeometry & { rotation?: number }): Quarter | undefined {
  const chars = { 90: 0, 270: 0 };
  const rotation = (page.rotation ?? 0) as 0 | 90 | 180 | 270;
  for (const item of page.items) {
    const o = orientationOf(item.transform, rotation);
    if (o === 90 || o === 270) chars[o] += item.str.trim().length;
  }
  const q: Quarter = chars[270] >= chars[90] ? 270 : 90;
  return chars[q] >= MIN_CHARS ? q : undefined;
}

/** The page's items turned by `q`, seen in the turned text's frame (upright there), or null when too few. */
export function turnedPage(page: PageGeometry & { rotation?: number }): { page: PageGeometry; q: Quarter } | null {
  const q = turnOf(page);
  if (!q) return null;
  const rotation = (page.rotation ?? 0) as 0 | 90 | 180 | 270;
  const items: TextItem[] = page.items
    .filter((item) => orientationOf(item.transform, rotation) === q)
    .map((item) => {
      const size = fontSizeOf(item.transform);
      return { ...item, box: into(q, item.box), transform: [size, 0, 0, size, 0, 0] };
    });
  return { page: { width: page.height, height: page.width, items }, q };
}

const cellBack = (q: Quarter, c: TableCell): TableCell => ({ ...c, rects: c.rects.map((r) => outOf(q, r)) });

/** A table read in the turned frame, its boxes set back on the page. */
export function tableBack(q: Quarter, t: PageTable): PageTable {
  return {
    ...t,
    box: outOf(q, t.box),
    rows: t.rows.map((r) => outOf(q, r)),
    cells: t.cells.map((c) => cellBack(q, c)),
    ...(t.changes
      ? {
          changes: t.changes.map((ch) => ({
            ...ch,
            rects: ch.rects.map((r) => outOf(q, r)),
            current: cellBack(q, ch.current),
            base: cellBack(q, ch.base)
          }))
        }
      : {})
  };
}
