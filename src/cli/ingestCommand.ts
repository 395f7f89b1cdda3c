/** `sibyl ingest <pdf>`: import one PDF into the library and print its summary. */
import { resolve } from 'node:path';
import type { Core } from '../main/core';
import { importReport } from '../main/library/importReport';
import { createProgressWriter, progressLine } from './output';

export interface IngestSummary {
  reportId: string;
  title: string;
  fileName: string;
  pages: number;
  words: number;
  sections: number;
  pagesWithoutText: number[];
  reused: boolean;
  seconds: number;
}

export async function ingestCommand(
  core: Core,
  file: string,
  opts: { password?: string | undefined; workers?: number | undefined }
): Promise<IngestSummary> {
  const stores = await core.ctx.stores.ready();
  const started = Date.now();
  const bar = createProgressWriter();
  try {
    const { report, reused } = await importReport(
      stores,
      { kind: 'path', path: resolve(file) },
      {
        password: opts.password,
        ...(opts.workers !== undefined ? { workers: opts.workers } : {}),
        onProgress: (p) => bar.update(progressLine(p.stage, p.pagesDone, p.pageCount, started))
      }
    );
    return {
      reportId: report.id,
      title: report.title,
      fileName: report.fileName,
      pages: report.pageCount,
      words: report.wordCount,
      sections: report.sectionCount,
      pagesWithoutText: report.pagesWithoutText,
      reused,
      seconds: (Date.now() - started) / 1000
    };
  } finally {
    bar.done();
  }
}

export function formatIngestSummary(s: IngestSummary): string {
  const blank = s.pagesWithoutText.length ? `${s.pagesWithoutText.length} (${compactRanges(s.pagesWithoutText)})` : '0';
  return [
    `report      ${s.reportId}${s.reused ? '  (already in the library)' : ''}`,
    `title       ${s.title}`,
    `file        ${s.fileName}`,
    `pages       ${s.pages}`,
    `words       ${s.words}`,
    `sections    ${s.sections}`,
    `no text on  ${blank}`,
    `time        ${s.seconds.toFixed(1)} s`
  ].join('\n');
}

function compactRanges(nums: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < nums.length;) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j]! + 1) j++;
    out.push(i === j ? `${nums[i]}` : `${nums[i]}-${nums[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}
