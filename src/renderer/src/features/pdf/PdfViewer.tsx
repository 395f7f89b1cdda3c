/**
 * The report's PDF: continuous vertical scroll with virtualized pages, zoom and page navigation,
 * find in the document (find/), and an overview strip of the pages beside them. Mount it keyed by
 * report id. Highlights, a legend and the strip's marks plug in through `decorations`.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ReportId } from '../../../../shared/domain/report';
import type { PdfDecorations } from '../../components/overlay';
import type { PageMark } from '../../components/pageMarks';
import { resetFind } from './find/findActions';
import { FindBar } from './find/FindBar';
import { useFindStore } from './find/findStore';
import { OverviewStrip } from './OverviewStrip';
import { PageStack } from './PageStack';
import { usePdfDocument } from './usePdfDocument';
import { useViewerController } from './useViewerController';
import { useViewerKeys } from './useViewerKeys';
import { ViewerToolbar } from './ViewerToolbar';
import type { PageSize } from './zoom';

import './pdfPane.css';

export interface PdfViewerProps {
  reportId: ReportId;
  decorations?: PdfDecorations;
}

const NO_MARKS: readonly PageMark[] = [];
const noMarks = (): readonly PageMark[] => NO_MARKS;

export function PdfViewer({ reportId, decorations }: PdfViewerProps) {
  const { state, submitPassword } = usePdfDocument(reportId);
  switch (state.status) {
    case 'loading':
      return (
        <div className="viewer-message" role="status" data-testid="pdf-loading">
          Loading PDF…
        </div>
      );
    case 'password':
      return <ViewerPassword incorrect={state.incorrect} onSubmit={submitPassword} />;
    case 'error':
      return (
        <div className="viewer-message viewer-error" role="alert" data-testid="pdf-error">
          <strong>{state.error.title}</strong>
          <span>{state.error.detail}</span>
        </div>
      );
    case 'ready':
      return <ReadyViewer reportId={reportId} doc={state.doc} sizes={state.sizes} decorations={decorations} />;
  }
}

function ReadyViewer({
  reportId,
  doc,
  sizes,
  decorations
}: {
  reportId: ReportId;
  doc: PDFDocumentProxy;
  sizes: PageSize[];
  decorations?: PdfDecorations | undefined;
}) {
  const ctl = useViewerController(doc, sizes);
  useViewerKeys(ctl.commands);
  const findOpen = useFindStore((s) => s.open);
  useEffect(() => {
    resetFind();
    return resetFind;
  }, [doc]);
  return (
    <div className="viewer" data-testid="pdf-viewer">
      <ViewerToolbar commands={ctl.commands} />
      {decorations?.legend}
      {findOpen && <FindBar reportId={reportId} onClose={() => ctl.scrollEl?.focus({ preventScroll: true })} />}
      <div className="viewer-body">
        <div
          ref={ctl.setScrollEl}
          className="viewer-scroll"
          onScroll={ctl.onScroll}
          tabIndex={0}
          aria-label="PDF pages"
          data-testid="pdf-scroll"
        >
          {ctl.measured && (
            <PageStack
              doc={doc}
              layout={ctl.layout}
              scale={ctl.scale}
              scrollRoot={ctl.scrollEl}
              renderOverlay={decorations?.renderOverlay}
            />
          )}
        </div>
        <Strip
          usePageMarks={decorations?.usePageMarks ?? noMarks}
          pageCount={sizes.length}
          onJump={ctl.commands.jumpTo}
        />
      </div>
    </div>
  );
}

/** The overview strip with the marks of whoever decorates the viewer (a hook, stable per report). */
function Strip({
  usePageMarks,
  pageCount,
  onJump
}: {
  usePageMarks: () => readonly PageMark[];
  pageCount: number;
  onJump: (page: number) => void;
}) {
  const marks = usePageMarks();
  return <OverviewStrip pageCount={pageCount} marks={marks} onJump={onJump} />;
}

/** pdf.js needs the password again to display an encrypted report (it is never stored). */
function ViewerPassword({ incorrect, onSubmit }: { incorrect: boolean; onSubmit: (pw: string) => void }) {
  const [pw, setPw] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pw) onSubmit(pw);
  };
  return (
    <form className="viewer-message" onSubmit={submit} data-testid="pdf-password">
      <label htmlFor={id}>This report is password-protected. Enter its password to view it.</label>
      {incorrect && (
        <p className="field-error" role="alert">
          That password is not correct.
        </p>
      )}
      <div className="inline-form">
        <input
          id={id}
          className="text-input"
          type="password"
          value={pw}
          onChange={(e) => setPw(e.target.value)}
          autoFocus
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary" disabled={!pw}>
          View
        </button>
      </div>
    </form>
  );
}
