/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs and wrap, Home and
 * End go to the first and last, and the tab that becomes selected takes the focus. Each tab controls
 * the panel whose id is `${base}-panel-${id}`; the caller draws the panels.
 */
import type { KeyboardEvent, ReactNode } from 'react';

export interface Tab<T extends string> {
  id: T;
  label: ReactNode;
}

/** The tab an arrow, Home or End key moves to from `index` among `count` tabs; -1 for any other key. */
export function nextTabIndex(key: string, index: number, count: number): number {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index + count - 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}

export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  base,
  label,
  testIdPrefix
}: {
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** A `useId()` of the caller, shared with its panels' ids. */
  base: string;
  /** The tab list's accessible name. */
  label: string;
  testIdPrefix: string;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(
      e.key,
      tabs.findIndex((t) => t.id === selected),
      tabs.length
    );
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next]!.id);
    document.getElementById(`${base}-tab-${tabs[next]!.id}`)?.focus();
  };
  return (
    <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          id={`${base}-tab-${t.id}`}
          type="button"
          role="tab"
          className="tab"
          aria-selected={selected === t.id}
          aria-controls={`${base}-panel-${t.id}`}
          tabIndex={selected === t.id ? 0 : -1}
          onClick={() => onSelect(t.id)}
          data-testid={`${testIdPrefix}${t.id}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
