/**
 * Page counts on the real reports in ../shared/data/reports. Only the smaller ones run by default;
 * set SIBYL_ALL_REPORTS=1 to include the large ones (BMW, Moncler, Siemens).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePdf } from '../parse';

const DIR = path.resolve(__dirname, '../../../../../shared/data/reports');
const present = existsSync(DIR);
const all = process.env.SIBYL_ALL_REPORTS === '1';

const EXPECTED: Array<[string, number, boolean]> = [
  ['orange-iar-2023', 69, true],
  ['samsung-sr-2024', 83, true],
  ['suez-sd-progress-2023', 11, true],
  ['siemens-sr-fy2023', 158, false],
  ['moncler-nfs-2023', 212, false],
  ['bmw-cdp-climate-2023', 359, false]
];

function pdfIn(folder: string): string {
  const dir = path.join(DIR, folder);
  const name = readdirSync(dir).find((f) => f.toLowerCase().endsWith('.pdf'));
  if (!name) throw new Error(`no PDF in ${dir}`);
  return path.join(dir, name);
}

describe.skipIf(!present)(`real reports (skipped: ${DIR} is absent)`, () => {
  for (const [folder, pages, small] of EXPECTED) {
    it.runIf(small || all)(
      `${folder} has ${pages} pages and text on most of them`,
      async () => {
        const doc = await parsePdf(new Uint8Array(readFileSync(pdfIn(folder))), {
          reportId: 'rpt_0000000000000001',
          workers: 1
        });
        expect(doc.pageCount).toBe(pages);
        expect(doc.pages).toHaveLength(pages);
        expect(doc.pagesWithoutText.length).toBeLessThan(pages * 0.2);
        expect(doc.wordCount).toBeGreaterThan(pages * 50);
        expect(doc.chunks.length).toBeGreaterThan(pages / 2);
        expect(doc.sections.length).toBeGreaterThan(0);
        for (const c of doc.chunks) expect(c.text.length).toBeLessThanOrEqual(1500);
      },
      180_000
    );
  }
});
