/**
 * Loads a report's PDF for viewing: bytes from `reports.read_pdf`, parsed by pdf.js, page sizes
 * read progressively. Owns the document's lifetime (destroyed on unmount or report change).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ReportId } from '../../../../shared/domain/report';
import { request } from '../../ipc/client';
import { describeError, type BannerError } from '../../ipc/errorText';
import { openPdf, readAllPageSizes, readPageSize } from './pdfjs';
import type { PageSize } from './zoom';

export type PdfDocState =
  | { status: 'loading' }
  | { status: 'password'; incorrect: boolean }
  | { status: 'ready'; doc: PDFDocumentProxy; sizes: PageSize[] }
  | { status: 'error'; error: BannerError };

export function usePdfDocument(reportId: ReportId): { state: PdfDocState; submitPassword: (pw: string) => void } {
  const [state, setState] = useState<PdfDocState>({ status: 'loading' });
  const supplyRef = useRef<((password: string) => void) | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    // No reset to 'loading' here: the viewer is keyed by report id, so a new report mounts fresh.

    const load = async () => {
      const { data } = await request('reports.read_pdf', { reportId });
      if (cancelled) return;
      const opened = openPdf(data, (supply, incorrect) => {
        supplyRef.current = supply;
        if (!cancelled) setState({ status: 'password', incorrect });
      });
      destroy = opened.destroy;
      const doc = await opened.promise;
      if (cancelled) return;
      const first = doc.numPages > 0 ? await readPageSize(doc, 1) : { width: 612, height: 792 };
      if (cancelled) return;
      setState({ status: 'ready', doc, sizes: Array.from({ length: doc.numPages }, () => first) });
      await readAllPageSizes(
        doc,
        first,
        (sizes) => setState((s) => (s.status === 'ready' && s.doc === doc ? { ...s, sizes } : s)),
        () => cancelled
      );
    };

    load().catch((err: unknown) => {
      if (!cancelled) setState({ status: 'error', error: describeError(err, 'The PDF could not be displayed') });
    });
    return () => {
      cancelled = true;
      supplyRef.current = null;
      void destroy?.();
    };
  }, [reportId]);

  const submitPassword = useCallback((pw: string) => {
    const supply = supplyRef.current;
    if (!supply) return;
    setState({ status: 'loading' });
    supply(pw);
  }, []);

  return { state, submitPassword };
}
