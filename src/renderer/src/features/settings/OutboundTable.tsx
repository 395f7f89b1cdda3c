/**
 * The outbound ledger: every request the model gateway made (host, purpose, bytes sent, HTTP status,
 * run), newest first, a page at a time. Never the key, never the text.
 */
import { formatBytes, formatLedgerTime, formatStatus } from './modelText';
import { loadOutbound } from './modelSettingsActions';
import { OUTBOUND_PAGE, useOutbound } from './modelSettingsStore';

export function OutboundTable() {
  const { load, rows, total, offset, error } = useOutbound();
  const loading = load === 'loading';

  return (
    <div className="model-outbound" data-testid="outbound" data-load={load}>
      <div className="model-outbound-head">
        <h3>Outbound requests</h3>
        <span className="muted" data-testid="outbound-total">
          {total === 0 ? 'none yet' : `${offset + 1}–${offset + rows.length} of ${total}`}
        </span>
        <button
          type="button"
          className="btn btn-small"
          disabled={loading}
          onClick={() => void loadOutbound(0)}
          data-testid="outbound-refresh"
        >
          Refresh
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="outbound-error">
          {error}
        </p>
      )}
      {rows.length === 0 ? (
        load === 'ready' && (
          <p className="settings-note" data-testid="outbound-empty">
            No request has left Sibyl. The offline engine never makes one.
          </p>
        )
      ) : (
        <table className="model-outbound-table" data-testid="outbound-table">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Host</th>
              <th scope="col">Purpose</th>
              <th scope="col" className="num">
                Sent
              </th>
              <th scope="col">Status</th>
              <th scope="col">Run</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="outbound-row" data-status={r.status ?? 'none'}>
                <td>
                  <time dateTime={r.ts}>{formatLedgerTime(r.ts)}</time>
                </td>
                <td data-testid="outbound-host">{r.host}</td>
                <td>
                  {r.purpose}
                  {r.queryText && (
                    <span
                      className="model-field-hint"
                      data-testid="outbound-query"
                      title="The query text this request sent"
                    >
                      {' '}
                      “{r.queryText}”
                    </span>
                  )}
                </td>
                <td className="num">{formatBytes(r.bytesOut)}</td>
                <td data-testid="outbound-status">{formatStatus(r.status, r.outcome)}</td>
                <td className="model-outbound-run" title={r.runId ?? undefined}>
                  {r.runId ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > OUTBOUND_PAGE && (
        <div className="settings-actions model-outbound-pager">
          <button
            type="button"
            className="btn btn-small"
            disabled={loading || offset === 0}
            onClick={() => void loadOutbound(Math.max(0, offset - OUTBOUND_PAGE))}
          >
            Newer
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={loading || offset + OUTBOUND_PAGE >= total}
            onClick={() => void loadOutbound(offset + OUTBOUND_PAGE)}
          >
            Older
          </button>
        </div>
      )}
    </div>
  );
}
