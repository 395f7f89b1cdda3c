/**
 * The "Event log" tab: every event of the run the workspace follows, oldest first, filtered by agent
 * and kind. Long logs show their latest events first and open earlier ones on request; an event about
 * a claim selects that claim.
 */
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import type { PipelineEvent, PipelineEventType } from '../../../../shared/domain/events';
import type { ReportId } from '../../../../shared/domain/report';
import { eventAgent, eventClaimId, eventText, eventTypeText, filterEvents, logAgentText, logFacets } from './eventLog';
import { setLogFilter } from './reasoningActions';
import { useReasoningStore, useReportReasoning } from './reasoningStore';

const PAGE = 300;
// One formatter for every row: toLocaleTimeString builds a new one per call, which cost seconds while
// a 576-claim run streamed its events into a 300-row log.
const clock = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false
});
const timeOf = (ts: string): string => {
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? '' : clock.format(d);
};

/** A row renders again only when its event or the claim text it quotes changes. */
const Row = memo(function Row({
  e,
  about,
  onSelectClaim
}: {
  e: PipelineEvent;
  about: string | undefined;
  onSelectClaim: (claimId: string) => void;
}) {
  const claimId = eventClaimId(e);
  const agent = eventAgent(e);
  return (
    <li
      className={`log-row log-${e.type}`}
      data-testid="log-event"
      data-type={e.type}
      data-agent={agent}
      data-seq={e.seq}
    >
      <span className="log-time muted">{timeOf(e.ts)}</span>
      <span className="log-agent">{logAgentText(agent)}</span>
      <span className="log-type muted">{eventTypeText(e.type)}</span>
      <span className="log-text">
        {eventText(e)}
        {about && <span className="muted"> — “{about.length > 90 ? `${about.slice(0, 89)}…` : about}”</span>}
        {claimId && (
          <>
            {' '}
            <button
              type="button"
              className="link-button"
              onClick={() => onSelectClaim(claimId)}
              data-testid="log-claim"
            >
              show claim
            </button>
          </>
        )}
      </span>
    </li>
  );
});

const NONE: readonly PipelineEvent[] = [];

/**
 * `inFront`: the log's tab is the one shown. Behind, it keeps its state but renders no rows (all tabs
 * stay mounted, and 300 hidden rows re-rendered on every batch of a run); in front, it follows the
 * events at transition priority, so a burst of events renders between frames instead of holding one.
 */
export function EventLog({
  reportId,
  onSelectClaim,
  inFront = true
}: {
  reportId: ReportId;
  onSelectClaim: (claimId: string) => void;
  inFront?: boolean;
}) {
  const entry = useReportReasoning(reportId);
  const filter = useReasoningStore((s) => s.filter);
  const [shown, setShown] = useState(PAGE);
  const agentId = useId();
  const typeId = useId();
  const events = useDeferredValue(inFront ? (entry?.events ?? NONE) : NONE);
  const facets = useMemo(() => logFacets(events), [events]);
  const visible = useMemo(() => filterEvents(events, filter), [events, filter]);
  const claimText = useMemo(
    () => new Map(events.flatMap((e) => (e.type === 'claim_extracted' ? [[e.claim.id, e.claim.text] as const] : []))),
    [events]
  );

  if (!entry?.runId)
    return (
      <p className="muted" data-testid="log-empty">
        No analysis has run on this report yet: its events appear here as it runs.
      </p>
    );
  if (entry.eventsError) {
    return (
      <p className="inline-error" role="alert">
        <strong>{entry.eventsError.title}</strong> {entry.eventsError.detail}
      </p>
    );
  }
  const hidden = Math.max(0, visible.length - shown);
  return (
    <div className="event-log" data-testid="event-log">
      <div className="log-filters" role="group" aria-label="Filter events">
        <label htmlFor={agentId}>Agent</label>
        <select
          id={agentId}
          value={filter.agent}
          onChange={(e) => setLogFilter({ agent: e.target.value })}
          data-testid="log-filter-agent"
        >
          <option value="all">All agents ({events.length})</option>
          {[...facets.agents].map(([a, n]) => (
            <option key={a} value={a}>
              {logAgentText(a)} ({n})
            </option>
          ))}
        </select>
        <label htmlFor={typeId}>Kind</label>
        <select
          id={typeId}
          value={filter.type}
          onChange={(e) => setLogFilter({ type: e.target.value as PipelineEventType | 'all' })}
          data-testid="log-filter-type"
        >
          <option value="all">All kinds</option>
          {[...facets.types].map(([t, n]) => (
            <option key={t} value={t}>
              {eventTypeText(t)} ({n})
            </option>
          ))}
        </select>
      </div>
      <p className="muted log-count" aria-live="polite" data-testid="log-count" data-count={visible.length}>
        {visible.length} {visible.length === 1 ? 'event' : 'events'}
        {visible.length !== events.length ? ` of ${events.length}` : ''}
      </p>
      {hidden > 0 && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setShown(shown + PAGE)}>
          Show {Math.min(PAGE, hidden)} earlier events ({hidden} hidden)
        </button>
      )}
      <ol className="log-list">
        {visible.slice(hidden).map((e) => {
          const claimId = eventClaimId(e);
          const about = claimId && e.type !== 'claim_extracted' ? claimText.get(claimId) : undefined;
          return <Row key={e.seq} e={e} about={about} onSelectClaim={onSelectClaim} />;
        })}
      </ol>
    </div>
  );
}
