/**
 * The claims list follows the PDF: when another page comes into view, the list scrolls (instantly,
 * never moving focus) so the first claim of that page sits at its top. It holds back while the
 * analyst works in the list (focus inside it, or a wheel, touch, pointer or key in its scroll area
 * in the last moments). When the active claim is on that page, it is the one brought into view.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Claim } from '../../../../shared/domain/claim';
import { viewerStore } from '../../stores/viewerStore';
import { followTarget } from './claimsDensity';
import { claimPage } from './claimsLogic';

/** How long the list leaves the analyst's own scrolling alone. */
const HANDS_OFF_MS = 1500;
const USER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll') return p;
  }
  return null;
}

/**
 * Scrolls `scroller` so `item` sits just below what covers the
 * scroller's top (the sticky toolbar), unless it is in view.
 */
function bringToTop(scroller: HTMLElement, item: HTMLElement, cover: HTMLElement | null): void {
  const box = scroller.getBoundingClientRect();
  const top = Math.max(box.top, cover ? cover.getBoundingClientRect().bottom : box.top);
  const r = item.getBoundingClientRect();
  if (r.top >= top && r.bottom <= box.bottom) return;
  scroller.scrollTop += r.top - top - 4;
}

export function useFollowPage(
  listRef: RefObject<HTMLElement | null>,
  claims: readonly Claim[],
  activeId: string | null
): void {
  const latest = useRef({ claims, activeId });
  latest.current = { claims, activeId };
  const userAt = useRef(0);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const scroller = scrollParent(list) ?? list.parentElement;
    const mark = () => (userAt.current = performance.now());
    for (const type of USER_EVENTS) scroller?.addEventListener(type, mark, { passive: true });
    const follow = (page: number) => {
      if (!scroller || list.offsetParent === null) return;
      if (performance.now() - userAt.current < HANDS_OFF_MS || list.contains(document.activeElement)) return;
      const { claims: all, activeId: active } = latest.current;
      const activeClaim = active ? all.find((c) => c.id === active) : undefined;
      const target = activeClaim && claimPage(activeClaim) === page ? activeClaim : followTarget(all, page);
      const item = target ? list.querySelector<HTMLElement>(`[data-claim-id="${CSS.escape(target.id)}"]`) : null;
      if (!item) return;
      bringToTop(scroller, item, list.parentElement?.querySelector<HTMLElement>('.claims-toolbar') ?? null);
      list.dataset.followPage = String(page);
    };
    const unsubscribe = viewerStore.subscribe((s, prev) => {
      if (s.currentPage !== prev.currentPage) follow(s.currentPage);
    });
    return () => {
      unsubscribe();
      for (const type of USER_EVENTS) scroller?.removeEventListener(type, mark);
    };
  }, [listRef]);
}
