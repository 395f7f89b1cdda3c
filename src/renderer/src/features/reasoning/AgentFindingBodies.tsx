/**
 * The bodies of a Geography and a News/Media finding in the evidence chain (view model:
 * `findingView.ts`): compact lists, each named for assistive technology, in the panel's own colours.
 */
import type { GeographyView } from '../../../../shared/report/geographyView';
import type { NewsView } from '../../../../shared/report/newsView';
import { PageLink } from '../../components/PageLink';
import { newsSourceLabel, sceneLabel } from './findingView';

function Lines({ label, items, testId }: { label: string; items: readonly string[]; testId: string }) {
  if (!items.length) return null;
  return (
    <div className="agent-body-part">
      <p className="detail-block-title">{label}</p>
      <ul className="agent-body-list" aria-label={label} data-testid={testId}>
        {items.map((it, i) => (
          <li key={i}>{it}</li>
        ))}
      </ul>
    </div>
  );
}

export function GeographyBody({ view }: { view: GeographyView }) {
  const parts =
    view.places.length +
    view.regions.length +
    view.unresolved.length +
    view.scenes.length +
    view.otherObservations.length +
    view.notChecked.length;
  // Nothing located and nothing said: the summary ("The claim names no place the gazetteer knows.") stands alone.
  if (!parts && !view.ndvi) return null;
  return (
    <div className="agent-body" data-testid="geography-body">
      {view.places.length + view.regions.length > 0 ? (
        <div className="agent-body-part">
          <p className="detail-block-title">Places resolved</p>
          <ul className="agent-body-list" aria-label="Places resolved" data-testid="geo-places">
            {view.places.map((p, i) => (
              <li key={i}>
                <strong>{p.name}</strong>{' '}
                <span className="muted">{[p.kind, p.country].filter(Boolean).join(', ')}</span>{' '}
                <span className="agent-body-coords">{p.coordinates}</span>{' '}
                <span className="muted">· {p.resolvedBy}</span>
                {p.page !== undefined && (
                  <>
                    {' '}
                    <PageLink page={p.page} />
                  </>
                )}
              </li>
            ))}
            {view.regions.map((r, i) => (
              <li key={`r${i}`}>{r}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">No place resolved.</p>
      )}
      <Lines label="Not resolved" items={view.unresolved} testId="geo-unresolved" />
      {view.scenes.length > 0 && (
        <div className="agent-body-part">
          <p className="detail-block-title">Satellite scenes</p>
          <ul className="agent-body-list" aria-label="Satellite scenes" data-testid="geo-scenes">
            {view.scenes.map((s, i) => (
              <li key={i} aria-label={sceneLabel(s)} title={s.ref}>
                {s.role && <span className="muted">{s.role}: </span>}
                <code>{s.id}</code> <span className="agent-body-nowrap">{s.date}</span> ·{' '}
                <span className="agent-body-nowrap">{s.cloud}</span>
                {s.ndvi && (
                  <>
                    {' '}
                    · NDVI <strong>{s.ndvi}</strong>
                  </>
                )}{' '}
                <span className="muted">· {s.host}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.ndvi && (
        <p className="agent-body-ndvi" data-testid="geo-ndvi">
          {view.ndvi}
        </p>
      )}
      <Lines label="Other observations" items={view.otherObservations} testId="geo-observations" />
      <Lines label="Not checked" items={view.notChecked} testId="geo-not-checked" />
    </div>
  );
}

export function NewsBody({ view }: { view: NewsView }) {
  if (view.kind === 'not_consulted') {
    return (
      <p className="agent-body-not-consulted" data-testid="news-not-consulted">
        <strong>Not consulted</strong>: {view.reason}.{' '}
        <span className="muted">Nothing is concluded from the absence of coverage.</span>
      </p>
    );
  }
  if (view.kind === 'none') return null;
  return (
    <div className="agent-body" data-testid="news-body">
      <ul className="agent-body-list" aria-label="News sources" data-testid="news-sources">
        {view.sources.map((s, i) => (
          <li key={i} aria-label={newsSourceLabel(s)}>
            <strong>{s.outlet}</strong> <span className="agent-body-tier">tier {s.tier}</span>{' '}
            <span className={`stance stance-${s.stance === 'neutral' ? 'neither' : s.stance}`}>{s.stance}</span>
            {s.date && <span className="muted"> · {s.date}</span>}
            {s.title && <span>: {s.title}</span>} <span className="muted agent-body-url">{s.url}</span>
          </li>
        ))}
      </ul>
      {view.contradiction && <p data-testid="news-contradiction">Contradiction {view.contradiction}.</p>}
    </div>
  );
}
