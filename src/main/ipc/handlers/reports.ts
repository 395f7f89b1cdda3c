/** Thin handlers for the library: validation happened in the router; the work lives in library/. */
import type { HandlerMap } from '../../../shared/ipc/contract';
import { CommonErrors, SibylError } from '../../../shared/ipc/errors';
import type { CoreContext } from '../coreContext';
import { findInReport, findRectsOnPage } from '../../library/find/findInReport';
import { deleteReport, importReport, readReportPdf } from '../../library/importReport';

type ReportHandlers = Pick<HandlerMap<CoreContext>, `reports.${string}` & keyof HandlerMap<CoreContext>>;

export const reportHandlers: ReportHandlers = {
  'reports.list': async (_input, ctx) => ctx.stores.get().reports.list(),
  'reports.import': async (input, ctx) => {
    // The same answer whether or not the file exists: a path nobody picked tells nothing about the disk.
    if (input.source.kind === 'path' && !ctx.pickedFiles?.has(input.source.path))
      throw new SibylError(
        CommonErrors.FORBIDDEN,
        'only a file chosen in the open dialog, dropped on the window or opened with Sibyl can be imported by path'
      );
    return importReport(ctx.stores.get(), input.source, {
      password: input.password,
      onProgress: (p) => ctx.bus.emit('ingest.progress', p)
    });
  },
  'reports.choose_file': async (_input, ctx) => {
    if (!ctx.chooseFile)
      throw new SibylError(CommonErrors.FORBIDDEN, 'no native file dialog in this host; use the file picker');
    return { path: await ctx.chooseFile() };
  },
  'reports.structure': async (input, ctx) => {
    const s = ctx.stores.get();
    const report = await s.reports.get(input.reportId);
    if (!report) throw new SibylError(CommonErrors.NOT_FOUND, `no report ${input.reportId} in the library`);
    return {
      report,
      sections: await s.structure.sections(input.reportId),
      pages: await s.structure.pageSummaries(input.reportId)
    };
  },
  'reports.read_pdf': async (input, ctx) => ({ data: await readReportPdf(ctx.stores.get(), input.reportId) }),
  'reports.find_text': async (input, ctx) => findInReport(ctx.stores.get(), input.reportId, input.query, input.limit),
  'reports.find_rects': async (input, ctx) =>
    findRectsOnPage(ctx.stores.get(), input.reportId, input.query, input.page),
  'reports.delete': async (input, ctx) => ({ deleted: await deleteReport(ctx.stores.get(), input.reportId) })
};
