/**
 * The find hits on one page, drawn in its overlay (page-relative rectangles times the overlay
 * size), the current one stronger. The page's rectangles are fetched from main when the page is
 * near the viewport or holds the current hit; the current hit is scrolled to the middle of the pane
 * when the analyst steps to it (once its rectangles are known). Decorative for assistive technology:
 * the find bar's status says where it is.
 */
import { memo, useEffect, useRef } from 'react';
import type { OverlaySize } from '../../../components/overlay';
import { loadPageRects } from './findActions';
import { hitsOnPage } from './findLogic';
import { useFindStore } from './findStore';

export const FindHits = memo(function FindHits({
  pageNumber,
  size,
  near
}: {
  pageNumber: number;
  size: OverlaySize;
  near: boolean;
}) {
  const hits = useFindStore((s) => (s.open ? hitsOnPage(s.hits, pageNumber) : null));
  const rects = useFindStore((s) => (s.open ? s.rects[pageNumber] : undefined));
  const holdsCurrent = useFindStore((s) => s.open && s.hits[s.current]?.page === pageNumber);
  const current = useFindStore((s) => (s.open && s.hits[s.current]?.page === pageNumber ? s.current : -1));
  const revealSeq = useFindStore((s) => (s.hits[s.current]?.page === pageNumber ? s.revealSeq : 0));
  const currentRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const revealed = useRef(0);

  const wanted = hits !== null && hits.length > 0 && (near || holdsCurrent);
  useEffect(() => {
    if (wanted && !rects) void loadPageRects(pageNumber);
  }, [wanted, rects, pageNumber]);

  useEffect(() => {
    if (revealSeq === 0 || revealed.current === revealSeq || !rects) return;
    revealed.current = revealSeq;
    // A hit main could not measure: bring its page into view instead.
    (currentRef.current ?? boxRef.current)?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [revealSeq, current, rects]);

  if (!hits || hits.length === 0) return null;
  return (
    <div ref={boxRef} className="find-hits" aria-hidden="true">
      {rects &&
        hits.map((h, k) =>
          (rects[k] ?? []).map((r, i) => (
            <div
              key={`${h.index}-${i}`}
              ref={h.index === current && i === 0 ? currentRef : undefined}
              className={h.index === current ? 'find-hit is-current' : 'find-hit'}
              style={{
                left: r.x * size.width,
                top: r.y * size.height,
                width: r.w * size.width,
                height: r.h * size.height
              }}
              data-testid="find-hit"
              data-hit-index={h.index}
              data-current={h.index === current ? 'true' : 'false'}
            />
          ))
        )}
    </div>
  );
});
