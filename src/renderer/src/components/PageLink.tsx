/**
 * A link to a page of the open report: scrolls the PDF viewer there (stores/navigationStore's page
 * request). Shared by the panels that cite report pages.
 */
import type { ReactNode } from 'react';
import { requestPage } from '../stores/navigationStore';

export function PageLink({ page, children }: { page: number; children?: ReactNode }) {
  return (
    <button
      type="button"
      className="link-button page-link"
      onClick={() => requestPage(page)}
      data-testid="page-link"
      data-page={page}
      title={`Show page ${page} in the PDF`}
    >
      {children ?? `p. ${page}`}
    </button>
  );
}
