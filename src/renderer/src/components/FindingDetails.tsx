/**
 * A finding's typed details for a narrow panel: Data/Metrics checks one by one (result, severity,
 * each value with a link to its page, the computation, the message, IFRS paragraphs); any other
 * agent's details through the shared blocks (`shared/report/findingBlocks.ts`), a table's rows drawn
 * as small "column: cell" lists so nothing needs a horizontal scroll.
 */
import type { DataMetricsDetails, MetricCheck } from '../../../shared/domain/findingDetails';
import { detailBlocks, type DetailBlock } from '../../../shared/report/findingBlocks';
import { capital, checkText, numberText, unitText } from '../../../shared/report/labels';
import { PageLink } from './PageLink';

function CheckItem({ check }: { check: MetricCheck }) {
  return (
    <li
      className={`check check-${check.result}`}
      data-testid="check"
      data-check={check.checkName}
      data-result={check.result}
    >
      <p className="check-head">
        <strong>{checkText(check.checkName)}</strong>{' '}
        <span className={`check-result check-result-${check.result}`}>{capital(check.result)}</span>{' '}
        <span className="muted">{check.severity} severity</span>
      </p>
      {check.values.length > 0 && (
        <ul className="check-values" aria-label="Values">
          {check.values.map((v, i) => (
            <li key={i}>
              {v.label}: <strong>{numberText(v.value)}</strong>
              {v.unit ? ` ${unitText(v.unit)}` : ''}
              {v.role === 'tested' && <span className="muted"> (tested)</span>}{' '}
              {v.page !== undefined && <PageLink page={v.page} />}
            </li>
          ))}
        </ul>
      )}
      {check.computation.trim() && (
        <p className="check-computation" data-testid="check-computation">
          {unitText(check.computation)}
        </p>
      )}
      <p className="check-message">{unitText(check.message)}</p>
      {check.ifrsParagraphs.length > 0 && <p className="muted">IFRS {check.ifrsParagraphs.join(', ')}</p>}
    </li>
  );
}

function Block({ block }: { block: DetailBlock }) {
  if (block.kind === 'text') return <p>{block.text}</p>;
  if (block.kind === 'list')
    return (
      <ul>
        {block.items.map((it, i) => (
          <li key={i}>{it}</li>
        ))}
      </ul>
    );
  return (
    <ul className="detail-rows">
      {block.rows.map((row, r) => (
        <li key={r}>
          <dl className="detail-row">
            {row.map((cell, c) => (
              <div key={c}>
                <dt>{block.head[c]}</dt>
                <dd>{cell}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function FindingDetails({ agent, details }: { agent: string; details: unknown }) {
  if (agent === 'data_metrics') {
    const { checks } = details as DataMetricsDetails;
    if (!checks.length) return null;
    return (
      <ul className="checks" aria-label="Checks">
        {checks.map((c, i) => (
          <CheckItem key={i} check={c} />
        ))}
      </ul>
    );
  }
  const blocks = detailBlocks(agent, details);
  if (!blocks.length) return null;
  return (
    <div className="detail-blocks">
      {blocks.map((b, i) => (
        <section key={i} className="detail-block" aria-label={b.title}>
          <p className="detail-block-title">{b.title}</p>
          <Block block={b} />
        </section>
      ))}
    </div>
  );
}
