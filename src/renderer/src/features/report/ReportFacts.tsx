/**
 * The "Agents" panel before any analysis: the report's facts and a plain statement that nothing
 * has been analysed yet. No placeholder promises.
 */
import type { ReportId } from '../../../../shared/domain/report';
import { useReportStructure } from './useReportStructure';

const numberFormat = new Intl.NumberFormat();

export function ReportFacts({ reportId }: { reportId: ReportId }) {
  const entry = useReportStructure(reportId);
  if (entry?.status !== 'ready') {
    return (
      <p className="muted" role="status">
        {entry?.status === 'error' ? entry.error.detail : 'Loading report facts…'}
      </p>
    );
  }
  const { report, sections } = entry.structure;
  const meta = Object.entries(report.meta).filter(([, v]) => v.trim() !== '');
  return (
    <div className="report-facts" data-testid="report-facts">
      <dl className="facts">
        <div>
          <dt>File</dt>
          <dd>{report.fileName}</dd>
        </div>
        <div>
          <dt>Pages</dt>
          <dd>{numberFormat.format(report.pageCount)}</dd>
        </div>
        <div>
          <dt>Words</dt>
          <dd>{numberFormat.format(report.wordCount)}</dd>
        </div>
        <div>
          <dt>Sections</dt>
          <dd>{numberFormat.format(sections.length)}</dd>
        </div>
        <div>
          <dt>Pages without text</dt>
          <dd>{numberFormat.format(report.pagesWithoutText.length)}</dd>
        </div>
        {meta.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
