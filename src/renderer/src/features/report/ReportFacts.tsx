/**
 * The report's facts in an analyst's words (reportFacts.ts): title, file, pages, words, sections,
 * pages without text, author, dates, the authoring application and language when the PDF says.
 */
import type { ReportId } from '../../../../shared/domain/report';
import { readableFacts } from './reportFacts';
import { useReportStructure } from './useReportStructure';

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
  return (
    <div className="report-facts" data-testid="report-facts">
      <dl className="facts">
        {readableFacts(report, sections.length).map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
