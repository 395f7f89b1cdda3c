/**
 * Combined filters of the claims: pillar, claim type, verdict in force, agent, IFRS paragraph search
 * (a paragraph matches itself and everything below it), words of the text, overridden only.
 */
import { useId } from 'react';
import { ClaimTypeSchema } from '../../../../shared/domain/claim';
import type { ClaimFilter } from '../../../../shared/report/reportModel';
import { agentText, claimTypeText, PILLARS, pillarText, verdictText, VERDICTS } from '../../../../shared/report/labels';
import type { PillarKey } from '../../../../shared/domain/sourceOfTruth';
import type { ClaimType } from '../../../../shared/domain/claim';
import type { VerdictValue } from '../../../../shared/domain/finding';
import { clearFilters, setFilter } from './sotActions';

const SPECIALIST_IDS = ['legal', 'data_metrics', 'academic', 'news_media', 'geography'];

export function Filters({
  reportId,
  filter,
  shown,
  total
}: {
  reportId: string;
  filter: ClaimFilter;
  shown: number;
  total: number;
}) {
  const id = useId();
  const sel = <T extends string>(
    key: keyof ClaimFilter,
    label: string,
    options: readonly T[],
    text: (t: T) => string
  ) => (
    <span className="sot-filter">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        value={(filter[key] as string | undefined) ?? ''}
        onChange={(e) => setFilter(reportId, { [key]: e.target.value || undefined })}
        data-testid={`sot-filter-${key}`}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <div className="sot-filters" role="search" aria-label="Filter claims">
      {sel<PillarKey>('pillar', 'Pillar', PILLARS, pillarText)}
      {sel<ClaimType>('type', 'Claim type', ClaimTypeSchema.options, claimTypeText)}
      {sel<VerdictValue | 'none'>('verdict', 'Verdict', [...VERDICTS, 'none'], (v) =>
        v === 'none' ? 'No verdict' : verdictText(v)
      )}
      {sel<string>('agent', 'Agent', SPECIALIST_IDS, agentText)}
      <span className="sot-filter">
        <label htmlFor={`${id}-paragraph`}>IFRS paragraph</label>
        <input
          id={`${id}-paragraph`}
          value={filter.paragraph ?? ''}
          placeholder="e.g. S2.29"
          onChange={(e) => setFilter(reportId, { paragraph: e.target.value || undefined })}
          data-testid="sot-filter-paragraph"
        />
      </span>
      <span className="sot-filter">
        <label htmlFor={`${id}-text`}>Text</label>
        <input
          id={`${id}-text`}
          value={filter.text ?? ''}
          placeholder="words or claim id"
          onChange={(e) => setFilter(reportId, { text: e.target.value || undefined })}
          data-testid="sot-filter-text"
        />
      </span>
      <label className="sot-filter-check">
        <input
          type="checkbox"
          checked={!!filter.overriddenOnly}
          onChange={(e) => setFilter(reportId, { overriddenOnly: e.target.checked || undefined })}
        />{' '}
        Overridden only
      </label>
      <span className="sot-filter-count" aria-live="polite" data-testid="sot-filter-count">
        {shown} of {total} claims
      </span>
      <button type="button" className="btn btn-ghost" onClick={() => clearFilters(reportId)}>
        Clear filters
      </button>
    </div>
  );
}
