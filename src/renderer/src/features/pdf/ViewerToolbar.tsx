/** Toolbar of the PDF viewer: page navigation ("page N of M"), zoom controls and Find. */
import { useState, type KeyboardEvent } from 'react';
import { parsePageInput } from './layout';
import type { ViewerCommands } from './useViewerController';
import { useCurrentPage, usePageCount, useScale, useZoomMode } from '../../stores/viewerStore';
import { formatZoom, MAX_SCALE, MIN_SCALE } from './zoom';

export function ViewerToolbar({ commands }: { commands: ViewerCommands }) {
  const current = useCurrentPage();
  const count = usePageCount();
  const scale = useScale();
  const mode = useZoomMode();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const n = parsePageInput(draft, count);
    setDraft(null);
    if (n !== null) commands.jumpTo(n);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    else if (e.key === 'Escape') setDraft(null);
  };

  return (
    <div className="viewer-toolbar" role="toolbar" aria-label="PDF viewer controls">
      <div className="toolbar-group">
        <button
          type="button"
          className="icon-btn"
          onClick={commands.prevPage}
          disabled={current <= 1}
          aria-label="Previous page"
          data-testid="prev-page"
        >
          ‹
        </button>
        <label className="page-jump">
          <span className="visually-hidden">Page number</span>
          <input
            className="page-input"
            inputMode="numeric"
            value={draft ?? String(current)}
            onFocus={(e) => {
              setDraft(String(current));
              e.currentTarget.select();
            }}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
            aria-label="Page number"
            data-testid="page-input"
          />
          <span className="page-of">
            of <span data-testid="page-count">{count}</span>
          </span>
        </label>
        <button
          type="button"
          className="icon-btn"
          onClick={commands.nextPage}
          disabled={current >= count}
          aria-label="Next page"
          data-testid="next-page"
        >
          ›
        </button>
      </div>
      <div className="toolbar-group">
        <button
          type="button"
          className="icon-btn"
          onClick={commands.zoomOut}
          disabled={scale <= MIN_SCALE}
          aria-label="Zoom out"
          data-testid="zoom-out"
        >
          −
        </button>
        <output className="zoom-level" aria-live="polite" aria-label="Zoom level" data-testid="zoom-level">
          {formatZoom(scale)}
        </output>
        <button
          type="button"
          className="icon-btn"
          onClick={commands.zoomIn}
          disabled={scale >= MAX_SCALE}
          aria-label="Zoom in"
          data-testid="zoom-in"
        >
          +
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={commands.fitWidth}
          aria-pressed={mode === 'fit-width'}
          data-testid="fit-width"
        >
          Fit width
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={commands.fitPage}
          aria-pressed={mode === 'fit-page'}
          data-testid="fit-page"
        >
          Fit page
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={commands.find}
          aria-keyshortcuts="Control+F Meta+F"
          title="Find in the document (Ctrl+F)"
          data-testid="find-open"
        >
          Find
        </button>
      </div>
    </div>
  );
}
