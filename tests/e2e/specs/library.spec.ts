/**
 * The analyst's first minute through the web host in Debian Chromium: open a PDF, see it parsed and
 * rendered, zoom, jump, find it in the library; bad files get clear messages.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
import { test, expect } from '../fixtures';
import { LibraryPage } from '../pages/LibraryPage';
import { ReportPage } from '../pages/ReportPage';

const fixtures = join(here, '..', '..', 'fixtures');
const orangeDir = join(here, '..', '..', '..', '..', 'shared', 'data', 'reports', 'orange-iar-2023');
const orangePdf = existsSync(orangeDir) ? readdirSync(orangeDir).find((f) => f.endsWith('.pdf')) : undefined;

test.describe.configure({ mode: 'serial' });

test('imports the sample report, renders pages, zooms and jumps', async ({ appPage }) => {
  const library = new LibraryPage(appPage);
  await library.waitReady();
  await library.importAndOpen(join(fixtures, 'sample-report.pdf'));
  const report = new ReportPage(appPage);
  await report.waitReady();
  await report.waitPageRendered(1);
  await expect.poll(() => report.totalPages()).toBeGreaterThanOrEqual(4);
  const total = await report.totalPages();

  const before = await report.zoomPercent();
  await report.zoomIn();
  await expect.poll(() => report.zoomPercent()).toBeGreaterThan(before);
  await report.waitPageRendered(1);

  await report.jumpTo(total);
  await expect.poll(() => report.currentPage()).toBe(total);
  await expect(appPage.getByTestId('structure-pages')).toContainText(String(total));

  await library.backToLibrary();
  await expect(library.titles).toHaveCount(1);
});

test('says why a file cannot be opened and asks for a password', async ({ appPage }) => {
  const library = new LibraryPage(appPage);
  await library.waitReady();
  await library.openFile(join(fixtures, 'not-a-pdf.pdf'));
  await expect(appPage.getByTestId('error-banner')).toHaveAttribute('data-error-code', 'NOT_PDF');
  await library.openFile(join(fixtures, 'scanned.pdf'));
  await expect(appPage.getByTestId('error-banner')).toContainText(/OCR/);
  await library.openFile(join(fixtures, 'encrypted.pdf'));
  await expect(appPage.getByTestId('password-dialog')).toBeVisible();
  await library.submitPassword('sibyl');
  await expect(appPage.getByTestId('report-view')).toBeVisible();
});

test('opens a real 69-page report and renders pages near the viewport only', async ({ appPage }) => {
  test.skip(!orangePdf, 'the shared reports folder (../shared/data/reports) is absent on this machine');
  const library = new LibraryPage(appPage);
  await library.waitReady();
  await library.importAndOpen(join(orangeDir, orangePdf!));
  const report = new ReportPage(appPage);
  await report.waitReady();
  await report.waitPageRendered(1);
  await expect.poll(() => report.totalPages()).toBe(69);
  await report.jumpTo(40);
  await expect.poll(() => report.currentPage()).toBe(40);
  await expect(async () => {
    const rendered = await report.renderedPageNumbers();
    expect(rendered).toContain(40);
    expect(rendered).not.toContain(1);
    expect(rendered.length).toBeLessThan(10);
  }).toPass();
  await report.fitPage();
  await report.waitPageRendered(40);
});
