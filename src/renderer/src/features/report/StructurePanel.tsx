/**
 * Structure preview of a report: the sections outline (click to jump to its first page), page and
 * word counts, and the pages that carry no text (photos, dividers, scans).
 */
import type { ReportId } from '../../../../shared/domain/report';
import { requestPage } from '../../stores/navigationStore';
import { buildSectionTree, formatPageList, formatPageSpan, type SectionNode } from './sectionTree';
import { useReportStructure } from './useReportStructure';

const numberFormat = new Intl.NumberFormat();

export function StructurePanel({ reportId }: { reportId: ReportId }) {
  const entry = useReportStructure(reportId);
  if (!entry || entry.status === 'loading') {
    return (
      <p className="muted" role="status">
        Reading the report structure…
      </p>
    );
  }
  if (entry.status === 'error') {
    return (
      <div className="inline-error" role="alert">
        <strong>{entry.error.title}</strong> {entry.error.detail}
      </div>
    );
  }
  const { report, sections } = entry.structure;
  const tree = buildSectionTree(sections);
  return (
    <div className="structure" data-testid="structure-panel">
      <dl className="facts facts-inline">
        <div>
          <dt>Pages</dt>
          <dd data-testid="structure-pages">{numberFormat.format(report.pageCount)}</dd>
        </div>
        <div>
          <dt>Words</dt>
          <dd data-testid="structure-words">{numberFormat.format(report.wordCount)}</dd>
        </div>
        <div>
          <dt>Sections</dt>
          <dd>{numberFormat.format(sections.length)}</dd>
        </div>
      </dl>

      <h3 className="panel-subtitle">Sections</h3>
      {tree.length === 0 ? (
        <p className="muted">No sections were detected: the PDF has no bookmarks and no recognisable headings.</p>
      ) : (
        <SectionList nodes={tree} root />
      )}

      <h3 className="panel-subtitle">Pages without text</h3>
      {report.pagesWithoutText.length === 0 ? (
        <p className="muted">Every page has a text layer.</p>
      ) : (
        <p data-testid="pages-without-text">
          {report.pagesWithoutText.length} {report.pagesWithoutText.length === 1 ? 'page' : 'pages'}:{' '}
          {formatPageList(report.pagesWithoutText)}.{' '}
          <span className="muted">Claims on these pages cannot be read.</span>
        </p>
      )}
    </div>
  );
}

function SectionList({ nodes, root = false }: { nodes: SectionNode[]; root?: boolean }) {
  const list = (
    <ul className={root ? 'section-tree' : 'section-children'}>
      {nodes.map(({ section, children }) => (
        <li key={section.id}>
          <button
            type="button"
            className="section-link"
            onClick={() => requestPage(section.pageStart)}
            aria-label={
              `${section.title}, ${formatPageSpan(section.pageStart, section.pageEnd)}: ` +
              `go to page ${section.pageStart}`
            }
            data-testid="section-link"
            data-page={section.pageStart}
          >
            <span className="section-title">{section.title}</span>
            <span className="section-pages">{formatPageSpan(section.pageStart, section.pageEnd)}</span>
          </button>
          {children.length > 0 && <SectionList nodes={children} />}
        </li>
      ))}
    </ul>
  );
  return root ? <nav aria-label="Sections">{list}</nav> : list;
}
