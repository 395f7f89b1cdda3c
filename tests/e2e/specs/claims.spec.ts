/**
 * Claims in the report view through the web host in Debian Chromium: extract with the offline
 * engine, watch claims arrive, read the anchoring rate, select a claim from its highlight (shown in the
 * reasoning panel, no popover), go to a
 * claim on a later page, move by keyboard, and filter the list by type; the model engine stays
 * disabled, with the reason and a way to Settings, until it is configured.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../fixtures';
import { ClaimsPage } from '../pages/ClaimsPage';
import { LibraryPage } from '../pages/LibraryPage';
import { ReportPage } from '../pages/ReportPage';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', '..', 'fixtures');

test('extracts claims live, links highlights and list, goes to pages and filters', async ({ appPage }) => {
  const library = new LibraryPage(appPage);
  await library.waitReady();
  await library.importAndOpen(join(fixtures, 'sample-report.pdf'));
  const report = new ReportPage(appPage);
  await report.waitReady();
  const claims = new ClaimsPage(appPage);
  await claims.waitReady();
  await expect(claims.extractButton).toBeEnabled();

  // Extraction: claims arrive in the list (possibly while the run is still going), then it ends.
  await claims.extract('offline');
  await claims.items.first().waitFor();
  expect(await claims.waitRunFinished()).toBe('completed');
  await expect(claims.error).toHaveCount(0);
  const total = await claims.totalCount();
  expect(total).toBeGreaterThan(0);
  await expect(claims.items).toHaveCount(total);
  await expect(claims.anchorRateValue).toHaveText(/^\d{1,3}%$/);

  // The list is in reading order: pages never go backwards.
  let pages: number[] = [];
  await expect(async () => {
    pages = await claims.itemPages();
    expect(pages).toHaveLength(total);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
  }).toPass();

  // A highlight selects the claim in the list and shows it in the reasoning panel; no popover opens.
  const first = claims.highlights.first();
  const firstId = await first.getAttribute('data-claim-id');
  expect(firstId).toBeTruthy();
  await claims.highlight(firstId!).first().click();
  await expect(appPage.locator(`[data-testid="reasoning-claim"][data-claim-id="${firstId}"]`)).toBeVisible();
  await expect(appPage.getByTestId('reasoning-claim-text')).not.toBeEmpty();
  await expect(claims.popover).toHaveCount(0);
  await expect(claims.item(firstId!)).toHaveAttribute('data-active', 'true');
  await expect(claims.highlight(firstId!)).toHaveAttribute('data-active', 'true');

  // "Go to page" on a claim from the last page that has claims brings that page into view.
  const lastPage = Math.max(...pages);
  const target = claims.itemsOnPage(lastPage).last();
  const targetId = await target.getAttribute('data-claim-id');
  await claims.goTo(target);
  await expect(claims.overlay(lastPage)).toBeInViewport();
  await expect(target).toHaveAttribute('data-active', 'true');
  if ((await target.getAttribute('data-anchored')) === 'true')
    await expect(claims.highlight(targetId!)).toBeInViewport();
  else await expect(target.getByTestId('claim-unanchored')).toBeVisible();

  // Keyboard: K moves to the previous claim in the list.
  const index = (await claims.items.evaluateAll((els) => els.map((el) => el.getAttribute('data-claim-id')))).indexOf(
    targetId
  );
  if (index > 0) {
    await appPage.keyboard.press('k');
    await expect(claims.items.nth(index - 1)).toHaveAttribute('data-active', 'true');
  }

  // Filtering by type keeps only that type.
  const types = await claims.itemTypes();
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  const [rarest, rarestCount] = [...counts.entries()].sort((a, b) => a[1] - b[1])[0]!;
  await claims.filterType(rarest);
  await expect(claims.items).toHaveCount(rarestCount);
  await expect(claims.count).toHaveAttribute('data-count', String(rarestCount));
  await expect.poll(async () => new Set(await claims.itemTypes())).toEqual(new Set([rarest]));
  if (counts.size > 1) expect(rarestCount).toBeLessThan(total);
  await expect(claims.highlights.first()).toHaveAttribute('data-claim-type', rarest);
});

test('keeps the model engine disabled with the reason until it is configured in Settings', async ({ appPage }) => {
  const library = new LibraryPage(appPage);
  await library.waitReady();
  if ((await library.rows.count()) > 0)
    await library.openReport(await library.rows.first().getByTestId('report-title').innerText());
  else await library.importAndOpen(join(fixtures, 'sample-report.pdf'));
  const claims = new ClaimsPage(appPage);
  await claims.waitReady();

  await expect(claims.modelHint).toHaveAttribute('data-model', 'not_configured');
  await expect(claims.modelHint).toContainText(
    'The model engine is off. Configure the model engine in Settings to use it.'
  );
  await expect(appPage.getByTestId('engine-model')).toBeDisabled();
  await expect(appPage.getByTestId('engine-offline')).toBeChecked();
  await expect(claims.extractButton).toBeEnabled();
  await claims.openModelSettings.click();
  await expect(appPage.getByTestId('settings-view')).toBeVisible();
  await expect(appPage.getByTestId('model-section')).toBeVisible();
});
