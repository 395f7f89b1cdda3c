import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ClaimsPage } from './ClaimsPage';
import { LibraryPage } from './LibraryPage';

const here = dirname(fileURLToPath(import.meta.url));
export const SAMPLE_PDF = join(here, '..', '..', 'fixtures', 'sample-report.pdf');

/** Opens the sample report: from the library when a spec of this worker already imported it. */
export async function openSample(page: Page): Promise<void> {
  const library = new LibraryPage(page);
  await library.waitReady();
  if ((await library.rows.count()) > 0)
    await library.openReport(await library.rows.first().getByTestId('report-title').innerText());
  else await library.importAndOpen(SAMPLE_PDF);
  await new ClaimsPage(page).waitReady();
}
