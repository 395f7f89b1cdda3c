/**
 * The report's PDF: continuous vertical scroll with virtualized pages, zoom and page navigation.
 * Mount it keyed by report id. Highlights plug in through `renderOverlay` (one overlay per page).
 */
import { useId, useState, type FormEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ReportId } from '../../../../shared/domain/report';
import type { OverlayRenderer } from './PageOverlay';
import { PageStack } from './PageStack';
import { usePdfDocument } from './usePdfDocument';
import { useViewerController } from './useViewerController';
import { useViewerKeys } from './useViewerKeys';
import { ViewerToolbar } from './ViewerToolbar';
import type { PageSize } from './zoom';

export interface PdfViewerProps {
  reportId: ReportId;
  renderOverlay?: OverlayRenderer;
}

export function PdfViewer({ reportId, renderOverlay }: PdfViewerProps) {
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
      return <ReadyViewer doc={state.doc} sizes={state.sizes} renderOverlay={renderOverlay} />;
  }
}

function ReadyViewer({ doc, sizes, renderOverlay }: { doc: PDFDocumentProxy; sizes: PageSize[]; renderOverlay?: OverlayRenderer | undefined }) {
  const ctl = useViewerController(doc, sizes);
  useViewerKeys(ctl.commands);
  return (
    <div className="viewer" data-testid="pdf-viewer">
      <ViewerToolbar commands={ctl.commands} />
      <div ref={ctl.setScrollEl} className="viewer-scroll" onScroll={ctl.onScroll} tabIndex={0} aria-label="PDF pages" data-testid="pdf-scroll">
        {ctl.measured && <PageStack doc={doc} layout={ctl.layout} scale={ctl.scale} scrollRoot={ctl.scrollEl} renderOverlay={renderOverlay} />}
      </div>
    </div>
  );
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
        <input id={id} className="text-input" type="password" value={pw} onChange={(e) => setPw(e.target.value)} autoFocus autoComplete="off" />
        <button type="submit" className="btn btn-primary" disabled={!pw}>
          View
        </button>
      </div>
    </form>
  );
}
