/**
 * Accessibility as a contract (issue 13, item 8): axe-core finds no serious or critical violation on
 * the settings, library, report workspace (with claims) and agent dashboard (after an analysis of the
 * sample fixture) views, in the light and in the dark theme. The theme is chosen in Settings, as an
 * analyst would; the report view's three landmarks and the highlights' names are checked on the way.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { AnalysisPage } from '../pages/AnalysisPage';
import { seriousViolations } from '../pages/axe';
import { ClaimsPage } from '../pages/ClaimsPage';
import { LibraryPage } from '../pages/LibraryPage';
import { openSample } from '../pages/sample';
import { SettingsPage } from '../pages/SettingsPage';

/** Polls axe until the view, once it has finished drawing, has no serious or critical violation. */
async function expectAccessible(page: Page, view: string): Promise<void> {
  await expect
    .poll(() => seriousViolations(page), { message: `${view}: serious or critical axe violations`, timeout: 120_000 })
    .toEqual([]);
}

/** Opens Settings, picks the theme in Appearance and waits until the page draws with it. */
async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const settings = new SettingsPage(page);
  await settings.open();
  await page.getByTestId(`theme-${theme}`).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violation on settings, library, report and dashboard (${theme} theme)`, async ({
    appPage
  }) => {
    await chooseTheme(appPage, theme);
    await expectAccessible(appPage, 'settings');
    await new SettingsPage(appPage).back();

    const library = new LibraryPage(appPage);
    await library.waitReady();
    await expectAccessible(appPage, 'library');

    await openSample(appPage);
    await expect(appPage.getByRole('region', { name: /PDF/ })).toBeVisible();
    await expect(appPage.getByRole('region', { name: /Agent dashboard/ })).toBeVisible();
    await expect(appPage.getByRole('complementary', { name: /Reasoning/ })).toBeVisible();
    const claims = new ClaimsPage(appPage);
    if (!(await claims.hasClaims())) {
      await claims.extract('offline');
      expect(await claims.waitRunFinished()).toBe('completed');
    }
    const highlight = claims.highlights.first();
    await expect(highlight).toHaveAttribute('data-claim-id', /.+/);
    const claimId = (await highlight.getAttribute('data-claim-id')) ?? '';
    const name = (await highlight.getAttribute('aria-label')) ?? '';
    await expect(highlight).toHaveAccessibleName(name);
    expect(name.split(' ').length).toBeGreaterThan(3);
    await expect(claims.item(claimId)).toContainText(name.slice(0, 40));
    await expectAccessible(appPage, 'report workspace');

    const analysis = new AnalysisPage(appPage);
    await analysis.waitSettled();
    await analysis.analyze();
    expect(await analysis.waitSettled()).toBe('completed');
    await expect(appPage.getByTestId('agent-dashboard')).toHaveAttribute('data-run-status', 'completed');
    await expectAccessible(appPage, 'dashboard after an analysis');
  });
}
