/**
 * The find hits on one page, drawn in its overlay (page-relative rectangles times the overlay
 * size), the current one stronger; the current hit is scrolled to the middle of the pane when the
 * analyst steps to it. Decorative for assistive technology: the find bar's status says where it is.
 */
import { memo, useEffect, useRef } from 'react';
import type { OverlaySize } from '../../../components/overlay';
import { hitsOnPage } from './findLogic';
import { useFindStore } from './findStore';

export const FindHits = memo(function FindHits({ pageNumber, size }: { pageNumber: number; size: OverlaySize }) {
  const hits = useFindStore((s) => (s.open ? hitsOnPage(s.hits, pageNumber) : null));
  const current = useFindStore((s) => (s.open && s.hits[s.current]?.page === pageNumber ? s.current : -1));
  const revealSeq = useFindStore((s) => (s.hits[s.current]?.page === pageNumber ? s.revealSeq : 0));
  const currentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (revealSeq > 0) currentRef.current?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [revealSeq, current]);

  if (!hits || hits.length === 0) return null;
  return (
    <div className="find-hits" aria-hidden="true">
      {hits.map((h) =>
        h.rects.map((r, i) => (
          <div
            key={`${h.index}-${i}`}
            ref={h.index === current && i === 0 ? currentRef : undefined}
            className={h.index === current ? 'find-hit is-current' : 'find-hit'}
            style={{ left: r.x * size.width, top: r.y * size.height, width: r.w * size.width, height: r.h * size.height }}
            data-testid="find-hit"
            data-hit-index={h.index}
            data-current={h.index === current ? 'true' : 'false'}
          />
        ))
      )}
    </div>
  );
});
