/** Thin handlers for the Source of Truth view: its document, overrides, the analyst's name, exports. */
import type { HandlerMap } from '../../../shared/ipc/contract';
import { exportDocumentForRun } from '../../library/exportReport';
import { recordOverride } from '../../library/overrides';
import { analystName, setAnalystName } from '../../library/analyst';
import { ALL_WRITERS } from '../../report/writers';
import type { CoreContext } from '../coreContext';

type SotHandlers = Pick<
  HandlerMap<CoreContext>,
  'sot.get' | 'sot.override' | 'sot.export' | 'sot.analyst.get' | 'sot.analyst.set'
>;

const MIME: Record<string, string> = { pdf: 'application/pdf', json: 'application/json', csv: 'text/csv' };

export const sourceOfTruthHandlers: SotHandlers = {
  'sot.get': async (input, ctx) => {
    const stores = ctx.stores.get();
    const runId = await stores.runAudit.latestCompleted(input.reportId);
    const analyst = await analystName(stores.settings);
    if (!runId) return { run: null, document: null, analyst };
    return { run: await stores.analysis.get(runId), document: await exportDocumentForRun(stores, runId), analyst };
  },
  'sot.override': async (input, ctx) => {
    const stores = ctx.stores.get();
    const override = await recordOverride(stores, input.runId, input.request);
    return { override, overrides: await stores.overrides.list(input.runId) };
  },
  'sot.export': async (input, ctx) => {
    const writer = ALL_WRITERS.find((w) => w.id === input.file)!;
    const doc = await exportDocumentForRun(ctx.stores.get(), input.runId);
    const body = await writer.render(doc);
    const data = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
    const base =
      doc.report.fileName
        .replace(/\.pdf$/i, '')
        .replace(/[^\p{L}\p{N}._-]+/gu, '-')
        .slice(0, 60) || 'report';
    return {
      fileName: `${base}-${writer.fileName}`,
      mimeType: MIME[writer.format] ?? 'application/octet-stream',
      data
    };
  },
  'sot.analyst.get': async (_input, ctx) => ({ name: await analystName(ctx.stores.get().settings) }),
  'sot.analyst.set': async (input, ctx) => ({ name: await setAnalystName(ctx.stores.get().settings, input.name) })
};
