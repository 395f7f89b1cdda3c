/**
 * The find bar of the PDF pane (Ctrl+F / Cmd+F or the toolbar's Find): searches the report's text
 * as the analyst types, shows "3 of 17", Enter / Shift+Enter and the arrows step through the hits,
 * Escape closes it and gives focus back to the pages.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ReportId } from '../../../../../shared/domain/report';
import { closeFind, MIN_QUERY, search, setQuery, stepFind } from './findActions';
import { findStatus } from './findLogic';
import { useFindStore } from './findStore';

/** Typing pauses this long before a search is sent (one per pause, not per key). */
const DEBOUNCE_MS = 300;

export function FindBar({ reportId, onClose }: { reportId: ReportId; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const query = useFindStore((s) => s.query);
  const status = useFindStore((s) => s.status);
  const count = useFindStore((s) => s.hits.length);
  const current = useFindStore((s) => s.current);
  const truncated = useFindStore((s) => s.truncated);
  const pages = useFindStore((s) => s.pages);
  const error = useFindStore((s) => s.error);
  const focusSeq = useFindStore((s) => s.focusSeq);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusSeq]);

  useEffect(() => {
    const t = setTimeout(() => void search(reportId, query), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [reportId, query]);

  const close = () => {
    closeFind();
    onClose();
  };
  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    stepFind(e.shiftKey ? -1 : 1);
  };
  // Escape closes the bar from the field or any of its buttons.
  const onBarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close();
  };

  const tooShort = query.trim().length > 0 && query.trim().length < MIN_QUERY;
  const text =
    status === 'error'
      ? (error?.title ?? 'Search failed')
      : status === 'searching'
        ? 'Searching…'
        : status === 'done'
          ? findStatus(count, current, truncated)
          : tooShort
            ? `Type ${MIN_QUERY} or more characters`
            : '';
  return (
    <div
      className="find-bar"
      role="search"
      aria-label="Find in the document"
      onKeyDown={onBarKey}
      data-testid="find-bar"
    >
      <input
        ref={input}
        className="find-input"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onInputKey}
        placeholder="Find in the document"
        aria-label="Find in the document"
        aria-describedby="find-status"
        maxLength={200}
        spellCheck={false}
        data-testid="find-input"
      />
      <output
        id="find-status"
        className="find-status"
        aria-live="polite"
        data-testid="find-status"
        data-status={status}
        data-count={count}
        data-current={current + 1}
      >
        {text}
        {status === 'done' && count > 0 && pages > 1 && <span className="visually-hidden">, on {pages} pages</span>}
      </output>
      <button
        type="button"
        className="icon-btn"
        onClick={() => stepFind(-1)}
        disabled={count === 0}
        aria-label="Previous match"
        title="Previous match (Shift+Enter)"
        data-testid="find-prev"
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-btn"
        onClick={() => stepFind(1)}
        disabled={count === 0}
        aria-label="Next match"
        title="Next match (Enter)"
        data-testid="find-next"
      >
        ↓
      </button>
      <button
        type="button"
        className="icon-btn"
        onClick={close}
        aria-label="Close find"
        title="Close (Escape)"
        data-testid="find-close"
      >
        ×
      </button>
    </div>
  );
}
