import { describe, expect, it } from 'vitest';
import { createRouter } from '../router';
import { SibylError } from '../../../shared/ipc/errors';
import type { HandlerMap } from '../../../shared/ipc/contract';
import { createLogger } from '../../log';

type Ctx = { calls: string[] };
const sample = {
  id: 'rpt_0123456789abcdef',
  sha256: 'a'.repeat(64),
  title: 't',
  fileName: 'f.pdf',
  byteSize: 1,
  pageCount: 1,
  wordCount: 1,
  sectionCount: 0,
  pagesWithoutText: [],
  status: 'ready' as const,
  addedAt: 'x',
  meta: {}
};

const handlers = {
  'app.status': async (_i, ctx) => {
    ctx.calls.push('status');
    return {
      version: '1',
      dataDir: '/d',
      host: 'cli' as const,
      store: { state: 'ready' as const, message: 'ok', progress: 1 }
    };
  },
  'reports.list': async () => [sample],
  'reports.import': async () => {
    throw new SibylError('NOT_PDF', 'not a PDF');
  },
  'reports.choose_file': async () => {
    throw new Error('boom with a secret path /home/x');
  },
  'reports.structure': async (input) => ({ report: { ...sample, id: input.reportId }, sections: [], pages: [] }),
  'reports.read_pdf': async () => ({ data: new Uint8Array([1]) }),
  'reports.find_text': async () => ({ counts: [], total: 0, pages: 0, truncated: false }),
  'reports.find_rects': async (input) => ({ page: input.page, hits: [] }),
  'reports.delete': async () => ({ deleted: true }),
  'corpus.search': async () => [],
  'corpus.show': async () => {
    throw new SibylError('UNKNOWN_PARAGRAPH', 'no such paragraph');
  },
  'corpus.import_standard': async () => ({
    standard: 'S2' as const,
    fileName: 'x.pdf',
    passages: 0,
    paragraphs: 0,
    linked: 0,
    unlinked: []
  }),
  'corpus.status': async () => ({ corpusVersion: 'v', embedder: 'e', paragraphs: 0, officialImported: [] }),
  'claims.list': async () => ({ claims: [], run: null }),
  'claims.extract': async () => ({ runId: 'run_00000000-0000-0000-0000-000000000000', alreadyRunning: false }),
  'claims.cancel': async () => ({ cancelled: false }),
  'analysis.start': async () => ({ runId: 'run_00000000-0000-0000-0000-000000000000', alreadyRunning: false }),
  'analysis.resume': async (input) => ({ runId: input.runId, alreadyRunning: false }),
  'analysis.cancel': async () => ({ cancelled: false }),
  'analysis.attach': async () => {
    throw new Error('not used');
  },
  'analysis.latest': async () => ({ run: null, compiled: null, active: false }),
  'model.settings.get': async () => {
    throw new SibylError('STORE_NOT_READY', 'starting');
  },
  'model.settings.set': async () => {
    throw new SibylError('LLM_INVALID_SETTINGS', 'not valid');
  },
  'model.key.set': async (input) => ({ provider: input.provider, hasKey: true }),
  'model.key.delete': async (input) => ({ provider: input.provider, hasKey: false }),
  'model.test': async () => ({ ok: false as const, host: null, code: 'LLM_NOT_CONFIGURED' as const, message: 'off' }),
  'outbound.list': async () => ({ rows: [], total: 0 }),
  'evidence.settings.get': async () => {
    throw new SibylError('STORE_NOT_READY', 'starting');
  },
  'evidence.settings.set': async () => {
    throw new SibylError('INVALID_INPUT', 'not valid');
  },
  'evidence.key.set': async (input) => ({ id: input.id, hasKey: true }),
  'evidence.key.delete': async (input) => ({ id: input.id, hasKey: false }),
  'sot.get': async () => ({ run: null, document: null, analyst: null }),
  'sot.override': async () => {
    throw new SibylError('NOT_COMPILED', 'no run');
  },
  'sot.export': async () => ({ fileName: 'r.json', mimeType: 'application/json', data: new Uint8Array() }),
  'sot.analyst.get': async () => ({ name: null }),
  'sot.analyst.set': async (input) => ({ name: input.name || null })
} satisfies HandlerMap<Ctx>;

describe('router', () => {
  const ctx: Ctx = { calls: [] };
  const dispatch = createRouter(handlers, ctx, createLogger('test'));

  it('returns the handler result in an ok envelope', async () => {
    expect(await dispatch('reports.list', {})).toEqual({ ok: true, data: [sample] });
    await dispatch('app.status', {});
    expect(ctx.calls).toEqual(['status']);
  });

  it('rejects unknown routes', async () => {
    const r = await dispatch('reports.drop_database', {});
    expect(r).toEqual({ ok: false, error: { code: 'UNKNOWN_ROUTE', message: 'unknown route: reports.drop_database' } });
  });

  it('rejects invalid input before any handler runs, naming the field', async () => {
    const r = await dispatch('reports.structure', { reportId: '../../etc/passwd' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_INPUT');
      expect(r.error.message).toContain('reportId');
    }
    const extra = await dispatch('reports.list', { sneaky: true });
    expect(extra.ok).toBe(false);
  });

  it('turns SibylError into its code and hides internal errors', async () => {
    const bad = await dispatch('reports.import', { source: { kind: 'path', path: '/x.pdf' } });
    expect(bad).toEqual({ ok: false, error: { code: 'NOT_PDF', message: 'not a PDF' } });
    const internal = await dispatch('reports.choose_file', {});
    expect(internal.ok).toBe(false);
    if (!internal.ok) {
      expect(internal.error.code).toBe('INTERNAL');
      expect(internal.error.message).not.toContain('/home/x');
    }
  });

  it('validates bytes inputs as Uint8Array', async () => {
    const r = await dispatch('reports.import', { source: { kind: 'bytes', fileName: 'a.pdf', data: 'not bytes' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_INPUT');
  });
});
