/**
 * The overview strip beside the pages: one button per page, top to bottom, with a bar whose length
 * is the page's share of the busiest page's marks (claims), split into the marks' colours; the page
 * in view is outlined. A list of page buttons named "Page 12, 4 claims: …" that is one tab stop
 * (arrow keys, Home and End move inside it; Enter or a click jumps to the page).
 */
import { memo, useMemo, useRef, type KeyboardEvent } from 'react';
import { pageMarkLabel, type PageMark } from '../../components/pageMarks';
import { useCurrentPage } from '../../stores/viewerStore';

export interface OverviewStripProps {
  pageCount: number;
  marks: readonly PageMark[];
  onJump: (page: number) => void;
}

const KEYS: Record<string, (page: number, count: number) => number> = {
  ArrowDown: (p, n) => Math.min(n, p + 1),
  ArrowRight: (p, n) => Math.min(n, p + 1),
  ArrowUp: (p) => Math.max(1, p - 1),
  ArrowLeft: (p) => Math.max(1, p - 1),
  PageDown: (p, n) => Math.min(n, p + 10),
  PageUp: (p) => Math.max(1, p - 10),
  Home: () => 1,
  End: (_p, n) => n
};

export function OverviewStrip({ pageCount, marks, onJump }: OverviewStripProps) {
  const current = useCurrentPage();
  const ref = useRef<HTMLOListElement>(null);
  const byPage = useMemo(() => new Map(marks.map((m) => [m.page, m])), [marks]);
  const max = useMemo(() => marks.reduce((n, m) => Math.max(n, m.count), 0), [marks]);
  const pages = useMemo(() => Array.from({ length: pageCount }, (_, i) => i + 1), [pageCount]);

  const onKeyDown = (e: KeyboardEvent<HTMLOListElement>) => {
    const move = KEYS[e.key];
    const from = Number((e.target as HTMLElement).dataset.page);
    if (!move || !from || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    // The strip's own keys: the viewer's window-level Home/End/PageUp/PageDown do not apply here.
    e.stopPropagation();
    const to = move(from, pageCount);
    ref.current?.querySelector<HTMLElement>(`[data-page="${to}"]`)?.focus();
    onJump(to);
  };

  return (
    <nav className="overview-strip" aria-label="Page overview" data-testid="overview-strip">
      <ol ref={ref} className="overview-pages" onKeyDown={onKeyDown}>
        {pages.map((p) => (
          <StripPage key={p} page={p} mark={byPage.get(p)} max={max} current={p === current} onJump={onJump} />
        ))}
      </ol>
    </nav>
  );
}

const StripPage = memo(function StripPage({
  page,
  mark,
  max,
  current,
  onJump
}: {
  page: number;
  mark: PageMark | undefined;
  max: number;
  current: boolean;
  onJump: (page: number) => void;
}) {
  const share = mark && max > 0 ? mark.count / max : 0;
  return (
    <li className="overview-item">
      <button
        type="button"
        className={current ? 'overview-page is-current' : 'overview-page'}
        tabIndex={current ? 0 : -1}
        aria-label={pageMarkLabel(page, mark)}
        aria-current={current ? 'page' : undefined}
        onClick={() => onJump(page)}
        data-testid="overview-page"
        data-page={page}
        data-count={mark?.count ?? 0}
      >
        {mark && (
          <span className="overview-bar" style={{ width: `${Math.max(12, Math.round(share * 100))}%` }}>
            {mark.segments.map((s) => (
              <span
                key={s.key}
                className={`overview-segment ${s.className}`}
                style={{ flexGrow: s.count }}
                data-key={s.key}
              />
            ))}
          </span>
        )}
      </button>
    </li>
  );
});
