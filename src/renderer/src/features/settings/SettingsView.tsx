/**
 * Settings screen: the theme (AppearanceSection), the model engine
 * (ModelEngineSection), the reference corpus (status and importing
 * the official IFRS S1/S2 PDF) and a paragraph look-up. The official text is stored locally only; it
 * is never exported.
 * The evidence providers have their own section (EvidenceSection), after the corpus.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RouteOutput } from '../../../../shared/ipc/contract';
import { request } from '../../ipc/client';
import { showLibrary } from '../../stores/navigationStore';
import { AppearanceSection } from './AppearanceSection';
import { ModelEngineSection } from './ModelEngineSection';
import {
  errorMessage,
  formatImportResult,
  formatOfficialImported,
  normaliseParagraphId,
  type CorpusStatus
} from './format';
import { EvidenceSection } from './EvidenceSection';
import './settings.css';

type ParagraphView = RouteOutput<'corpus.show'>;

export function SettingsView() {
  return (
    <main className="settings" data-testid="settings-view">
      <header className="settings-header">
        <button type="button" className="btn btn-ghost" onClick={showLibrary} data-testid="settings-back">
          ← Library
        </button>
        <h1 className="page-title">Settings</h1>
      </header>
      <AppearanceSection />
      <ModelEngineSection />
      <CorpusSection />
      <EvidenceSection />
      <ParagraphLookup />
    </main>
  );
}

function CorpusSection() {
  const [status, setStatus] = useState<CorpusStatus | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => {
    try {
      setStatus(await request('corpus.status', {}));
      setStatusError(null);
    } catch (err) {
      setStatusError(errorMessage(err, 'The corpus status could not be read'));
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const importFile = async (file: File) => {
    setBusy(true);
    setResult(null);
    setError(null);
    try {
      const data = new Uint8Array(await file.arrayBuffer());
      const r = await request('corpus.import_standard', {
        source: { kind: 'bytes', fileName: file.name || 'standard.pdf', data }
      });
      setResult(formatImportResult(r));
    } catch (err) {
      setError(errorMessage(err, 'The standard could not be imported'));
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  return (
    <section className="settings-section" data-testid="corpus-section" aria-labelledby="corpus-heading">
      <h2 id="corpus-heading">Reference corpus</h2>
      {statusError && (
        <p className="field-error" role="alert" data-testid="corpus-status-error">
          {statusError}
        </p>
      )}
      {status ? (
        <dl className="settings-facts" data-testid="corpus-status">
          <dt>Corpus version</dt>
          <dd data-testid="corpus-version">{status.corpusVersion}</dd>
          <dt>Embedder</dt>
          <dd data-testid="corpus-embedder">{status.embedder}</dd>
          <dt>IFRS paragraphs</dt>
          <dd data-testid="corpus-paragraphs">{status.paragraphs}</dd>
          <dt>Official standards</dt>
          <dd data-testid="corpus-official">
            {status.officialImported.length === 0 ? (
              'None imported'
            ) : (
              <ul>
                {status.officialImported.map((o) => (
                  <li key={`${o.standard}:${o.sourceFile}`} data-testid="corpus-official-item">
                    {formatOfficialImported(o)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      ) : (
        !statusError && <p className="page-subtitle">Loading…</p>
      )}

      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => input.current?.click()}
          data-testid="import-standard"
        >
          {busy ? 'Importing…' : 'Import official IFRS S1/S2 PDF…'}
        </button>
        <input
          ref={input}
          type="file"
          accept="application/pdf"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="import-standard-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
        {busy && (
          <span className="settings-busy" role="status" data-testid="import-standard-busy">
            Reading the standard and linking paragraphs…
          </span>
        )}
      </div>
      {result && (
        <p className="settings-result" role="status" data-testid="import-standard-result">
          {result}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert" data-testid="import-standard-error">
          {error}
        </p>
      )}
      <p className="settings-note">
        The official IFRS text you import stays on this machine. It is used only to show the exact wording next to
        Sibyl’s findings and is never included in exports.
      </p>
    </section>
  );
}

function ParagraphLookup() {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<ParagraphView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = normaliseParagraphId(query);

  const lookup = async () => {
    if (!id) return;
    setBusy(true);
    setError(null);
    try {
      setView(await request('corpus.show', { paragraphId: id }));
    } catch (err) {
      setView(null);
      setError(errorMessage(err, 'The paragraph could not be found'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="lookup-heading">
      <h2 id="lookup-heading">Look up a paragraph</h2>
      <form
        className="settings-lookup"
        onSubmit={(e) => {
          e.preventDefault();
          void lookup();
        }}
      >
        <input
          className="text-input"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder="e.g. S2.29"
          aria-label="Paragraph id"
          data-testid="paragraph-input"
        />
        <button type="submit" className="btn" disabled={!id || busy} data-testid="paragraph-lookup">
          {busy ? 'Looking up…' : 'Look up'}
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert" data-testid="paragraph-error">
          {error}
        </p>
      )}
      {view && (
        <article className="settings-paragraph" data-testid="paragraph-view">
          <h3>
            <span data-testid="paragraph-id">{view.entry.id}</span> ·{' '}
            <span data-testid="paragraph-title">{view.entry.title}</span>
          </h3>
          <p data-testid="paragraph-requires">{view.entry.requires}</p>
          {view.entry.subRequirements.length > 0 && (
            <ul data-testid="paragraph-checks">
              {view.entry.subRequirements.map((s, i) => (
                <li key={s.id ?? i}>
                  {s.id && <strong>{s.id} </strong>}
                  {s.check}
                </li>
              ))}
            </ul>
          )}
          {view.official.length > 0 ? (
            <div data-testid="paragraph-official">
              <h4>Official wording</h4>
              {view.official.map((o) => (
                <blockquote key={`${o.paragraphId}:${o.page}`}>
                  {o.text}
                  <footer>
                    {o.sourceFile}, p. {o.page}
                  </footer>
                </blockquote>
              ))}
            </div>
          ) : (
            <p className="settings-note">Official wording not imported.</p>
          )}
        </article>
      )}
    </section>
  );
}
