/** The error banner and the short notice line shown above the current screen. */
import { dismissError, dismissNotice } from './libraryActions';
import { useLibraryError, useNotice } from './libraryStore';

export function FeedbackBanners() {
  const error = useLibraryError();
  const notice = useNotice();
  return (
    <>
      {error && (
        <div className="banner banner-error" role="alert" data-testid="error-banner" data-error-code={error.code}>
          <div className="banner-text">
            <strong>{error.title}</strong>
            {error.detail && error.detail !== error.title && <span data-testid="error-detail">{error.detail}</span>}
          </div>
          <button type="button" className="btn btn-ghost" onClick={dismissError} aria-label="Dismiss error">
            ×
          </button>
        </div>
      )}
      {notice && (
        <div className="banner banner-info" role="status" data-testid="notice">
          <div className="banner-text">{notice}</div>
          <button type="button" className="btn btn-ghost" onClick={dismissNotice} aria-label="Dismiss notice">
            ×
          </button>
        </div>
      )}
    </>
  );
}
