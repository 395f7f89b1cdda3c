/** The reports table: title, pages, date added, status, and open / delete actions per row. */
import type { Report } from '../../../../shared/domain/report';
import { formatAddedAt } from './format';

export interface ReportTableProps {
  reports: Report[];
  onOpen: (report: Report) => void;
  onDelete: (report: Report) => void;
}

const STATUS_LABEL: Record<Report['status'], string> = { ingesting: 'Importing', ready: 'Ready', failed: 'Failed' };

export function ReportTable({ reports, onOpen, onDelete }: ReportTableProps) {
  return (
    <table className="report-table" data-testid="report-table">
      <thead>
        <tr>
          <th scope="col">Report</th>
          <th scope="col" className="num">
            Pages
          </th>
          <th scope="col">Added</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {reports.map((r) => {
          const name = r.title || r.fileName;
          return (
            <tr key={r.id} data-testid="report-row" data-report-id={r.id}>
              <td>
                <button
                  type="button"
                  className="link-button report-title"
                  onClick={() => onOpen(r)}
                  disabled={r.status !== 'ready'}
                  data-testid="report-title"
                >
                  {name}
                </button>
                {r.title && r.title !== r.fileName && <div className="report-file">{r.fileName}</div>}
              </td>
              <td className="num">{r.pageCount}</td>
              <td>
                <time dateTime={r.addedAt}>{formatAddedAt(r.addedAt)}</time>
              </td>
              <td>
                <span className={`status status-${r.status}`} data-testid="report-status">
                  {STATUS_LABEL[r.status]}
                </span>
              </td>
              <td className="row-actions">
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => onOpen(r)}
                  disabled={r.status !== 'ready'}
                  aria-label={`Open ${name}`}
                  data-testid="report-open"
                >
                  Open
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-ghost-danger"
                  onClick={() => onDelete(r)}
                  aria-label={`Delete ${name}`}
                  data-testid="report-delete"
                >
                  Delete
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
