/**
 * The PDF pane's analyst tools through the web host in Debian Chromium, on the planted-errors twin
 * (its failed checks give contradicted verdicts): highlights coloured by type until an analysis has
 * verdicts, then by verdict (the verdict also in each highlight's description, the accessible name
 * still the claim's text), with a legend that switches; one filter state (type, priority, verdict)
 * for the list, the highlights and the overview strip, with the hidden count; a highlight clicked
 * shows its claim in the reasoning panel and opens no popover; the overview strip jumps to a page
 * and the claims list follows the page in view; Ctrl+F finds text with hits drawn on the pages,
 * Enter / Shift+Enter / buttons step through them, Escape closes.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../fixtures';
import { AnalysisPage } from '../pages/AnalysisPage';
import { ClaimsPage } from '../pages/ClaimsPage';
import { LibraryPage } from '../pages/LibraryPage';
import { PdfPanePage } from '../pages/PdfPanePage';
import { ReasoningPage } from '../pages/ReasoningPage';
import { ReportPage } from '../pages/ReportPage';

const here = dirname(fileURLToPath(import.meta.url));
const planted = join(here, '..', '..', 'fixtures', 'ghg-planted.pdf');

// What the functions run in the page use (this spec compiles without the DOM library).
declare const performance: { getEntriesByName(name: string): unknown[] };

/** Claims on the overview strip, all pages together. */
const stripTotal = async (pane: PdfPanePage): Promise<number> =>
  [...(await pane.stripCounts()).values()].reduce((a, b) => a + b, 0);

test('verdict colours and legend, filters, click to reasoning, overview strip, list follows the page, find', async ({
  appPage
}) => {
  test.setTimeout(600_000);
  // A short window, so the claims list scrolls and following the page shows.
  await appPage.setViewportSize({ width: 1400, height: 640 });
  const library = new LibraryPage(appPage);
  await library.waitReady();
  await library.importAndOpen(planted);
  const claims = new ClaimsPage(appPage);
  const analysis = new AnalysisPage(appPage);
  const report = new ReportPage(appPage);
  const pane = new PdfPanePage(appPage);
  const r = new ReasoningPage(appPage);
  await claims.waitReady();
  await report.waitReady();
  await analysis.waitSettled();

  // Before any verdict: coloured by type, "By verdict" not available yet.
  await claims.extract('offline');
  expect(await claims.waitRunFinished()).toBe('completed');
  const total = await claims.totalCount();
  await expect(pane.legend).toHaveAttribute('data-colour-by', 'type');
  await expect(pane.colourBy('verdict')).toBeDisabled();
  const first = claims.highlights.first();
  await expect(first).toHaveAttribute('data-colour', (await first.getAttribute('data-claim-type'))!);

  // After an analysis: coloured by verdict, every verdict in the legend, the verdict in the description.
  await analysis.analyze();
  expect(await analysis.waitSettled()).toBe('completed');
  await expect(pane.legend).toHaveAttribute('data-colour-by', 'verdict');
  await expect(pane.legendKeys.filter({ hasText: 'Contradicted' })).toHaveCount(1);
  const contradicted = appPage.locator('[data-testid="claim-highlight"][data-verdict="contradicted"]').first();
  await expect(contradicted).toHaveAttribute('data-colour', 'contradicted');
  await expect(contradicted).toHaveAttribute('aria-description', /verdict: contradicted$/);
  // Every highlight is coloured by its own verdict: none left whose colour and verdict differ.
  await expect
    .poll(() =>
      claims.highlights.evaluateAll((els) =>
        els
          .map((el) => [el.getAttribute('data-colour'), el.getAttribute('data-verdict')])
          .filter(([colour, verdict]) => colour !== verdict)
      )
    )
    .toEqual([]);
  const contradictedId = (await contradicted.getAttribute('data-claim-id'))!;
  const contradictedText = (await claims.item(contradictedId).locator('.claim-item-text').innerText()).trim();
  await expect(r.pdfRegion.getByRole('button', { name: contradictedText, exact: true })).toHaveAttribute(
    'data-claim-id',
    contradictedId
  );
  // The analyst switches to type colours and back.
  await pane.colourBy('type').click();
  await expect(pane.legend).toHaveAttribute('data-colour-by', 'type');
  await expect(contradicted).toHaveAttribute('data-colour', (await contradicted.getAttribute('data-claim-type'))!);
  await pane.colourBy('verdict').click();
  await expect(contradicted).toHaveAttribute('data-colour', 'contradicted');

  // One filter state: the verdict filter narrows the list, the highlights and the strip alike.
  // Every claim carries its verdict badge before the list's verdicts are counted.
  await expect(analysis.rowBadges).toHaveCount(total);
  const verdicts = await claims.itemVerdicts();
  const nContradicted = verdicts.filter((v) => v === 'contradicted').length;
  expect(nContradicted).toBeGreaterThan(0);
  await claims.filterVerdict('contradicted');
  await expect(claims.items).toHaveCount(nContradicted);
  await expect.poll(async () => new Set(await claims.itemVerdicts())).toEqual(new Set(['contradicted']));
  await expect
    .poll(
      async () =>
        new Set(await claims.highlights.evaluateAll((els) => els.map((el) => el.getAttribute('data-verdict'))))
    )
    .toEqual(new Set(['contradicted']));
  await expect(claims.hidden).toHaveAttribute('data-hidden', String(total - nContradicted));
  await expect(pane.legendHidden).toContainText(`${total - nContradicted} of ${total} claims hidden`);
  await expect.poll(() => stripTotal(pane)).toBe(nContradicted);
  await pane.legendHidden.getByTestId('legend-show-all').click();
  await expect(claims.items).toHaveCount(total);
  await expect(pane.legendHidden).toHaveCount(0);

  // A highlight clicked shows its claim in the reasoning panel, measured in the page; no popover.
  await contradicted.click();
  await expect(r.showing(contradictedId)).toBeVisible();
  await expect(r.verdict).toHaveText('Contradicted');
  await expect(claims.popover).toHaveCount(0);
  await expect
    .poll(() => appPage.evaluate(() => performance.getEntriesByName('sibyl:click-to-reasoning').length))
    .toBeGreaterThan(0);

  // Find: Ctrl+F, hits on the pages, Enter / Shift+Enter / buttons, Escape closes.
  await pane.find('scope 1');
  const start = await pane.findPosition();
  expect(start.count).toBeGreaterThan(2);
  expect(start.current).toBeGreaterThan(0);
  await expect(pane.findStatus).toHaveText(new RegExp(`^${start.current} of ${start.count}\\b`));
  await expect(pane.currentHit.first()).toBeInViewport();
  const at = (k: number): number => ((start.current - 1 + k + start.count) % start.count) + 1;
  await pane.findInput.press('Enter');
  await expect(pane.findStatus).toHaveAttribute('data-current', String(at(1)));
  await pane.findInput.press('Enter');
  await expect(pane.findStatus).toHaveAttribute('data-current', String(at(2)));
  await pane.findInput.press('Shift+Enter');
  await expect(pane.findStatus).toHaveAttribute('data-current', String(at(1)));
  await appPage.getByTestId('find-prev').click();
  await expect(pane.findStatus).toHaveAttribute('data-current', String(at(0)));
  await appPage.getByTestId('find-next').click();
  await expect(pane.findStatus).toHaveAttribute('data-current', String(at(1)));
  await expect(pane.currentHit.first()).toBeInViewport();
  await pane.findInput.press('Escape');
  await expect(pane.findBar).toHaveCount(0);
  await expect(pane.findHits).toHaveCount(0);

  // The overview strip: named page buttons; a click jumps the viewer there.
  await expect.poll(() => stripTotal(pane)).toBe(total);
  const counts = await pane.stripCounts();
  const pages = [...counts.keys()].sort((a, b) => a - b);
  const last = pages.at(-1)!;
  await expect(pane.stripPage(last)).toHaveAttribute(
    'aria-label',
    new RegExp(`^Page ${last}, ${counts.get(last)} claims?`)
  );
  await report.jumpTo(1);
  await pane.stripPage(last).click();
  await expect.poll(() => report.currentPage()).toBe(last);
  await expect(pane.stripPage(last)).toHaveAttribute('aria-current', 'page');

  // The claims list follows the page in view (the analyst's own scrolling of the list is left alone
  // for a moment, so a jump right after it may be skipped: then the next jump follows).
  const list = appPage.getByTestId('claims-list');
  for (const page of [pages[0]!, last]) {
    await expect
      .poll(async () => {
        if ((await list.getAttribute('data-follow-page')) !== String(page)) {
          await pane.stripPage(page === 1 ? 2 : 1).click();
          await pane.stripPage(page).click();
        }
        return list.getAttribute('data-follow-page');
      })
      .toBe(String(page));
    await expect(claims.itemsOnPage(page).first()).toBeInViewport();
  }
});
