/**
 * The agent dashboard (issue 13) through the web host in Debian Chromium: the sample report's
 * dashboard draws the pipeline with every agent idle, an offline analysis moves Data/Metrics to done
 * while the specialists no claim was routed to stay idle, a node's detail sheet lists its
 * findings (opened by click and by keyboard), and after a reload the replayed dashboard reads
 * exactly as it did live.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { AnalysisPage } from '../pages/AnalysisPage';
import { LibraryPage } from '../pages/LibraryPage';
import { openSample } from '../pages/sample';

/** Runs in the page (a string: the specs compile without the DOM's types): keeps each status Data/Metrics shows from now on. */
const RECORD_STATUSES = `(() => {
  const seen = [];
  window.dmStatuses = seen;
  const read = () => {
    const s = document.querySelector('[data-testid="agent-node-data_metrics"]')?.getAttribute('data-status');
    if (s && seen[seen.length - 1] !== s) seen.push(s);
  };
  read();
  new MutationObserver(read).observe(document.querySelector('[data-testid="agent-dashboard"]'), { subtree: true, attributes: true, attributeFilter: ['data-status'], childList: true });
})()`;

/** Every node's accessible name and the progress line: what the dashboard says, in words. */
async function dashboardText(page: Page): Promise<{ nodes: string[]; progress: string }> {
  const region = page.getByTestId('agent-dashboard');
  const nodes = await region
    .locator('.react-flow__node')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return { nodes, progress: await region.getByTestId('dashboard-progress').innerText() };
}

test('the agent dashboard follows an offline analysis live and reads the same after a reload', async ({ appPage }) => {
  await openSample(appPage);
  const analysis = new AnalysisPage(appPage);
  await analysis.waitSettled();
  // The panel is the landmark named "Agent dashboard"; the dashboard is its first group.
  await expect(appPage.getByRole('region', { name: /Agent dashboard/ })).toBeVisible();
  const region = appPage.getByTestId('agent-dashboard');
  await expect(region).toBeVisible();
  // The dashboard reads the latest run on its own: its run id is known once it no longer loads.
  await expect(region).not.toHaveAttribute('data-run-status', 'loading');
  const previousRun = (await region.getAttribute('data-run-id')) ?? '';
  const dataMetrics = region.getByRole('button', { name: /^Data\/Metrics: / });
  await expect(region.locator('.react-flow__node')).toHaveCount(9);

  await appPage.evaluate(RECORD_STATUSES);

  await analysis.analyze();
  await expect(region).not.toHaveAttribute('data-run-id', previousRun);
  expect(await analysis.waitSettled()).toBe('completed');
  await expect(region).toHaveAttribute('data-run-status', 'completed');
  await expect(dataMetrics).toHaveAccessibleName(/^Data\/Metrics: done, \d+ claims?\b/);
  await expect(region.getByRole('button', { name: /^Legal: done, \d+ claims?\b/ })).toBeVisible();
  for (const idle of ['Academic', 'News/Media', 'Geography'])
    await expect(region.getByRole('button', { name: new RegExp(`^${idle}: idle, 0 claims`) })).toBeVisible();
  await expect(region.getByRole('button', { name: /^Judge: done, 5 claims judged\b/ })).toBeVisible();
  await expect(region.getByRole('button', { name: /^Claims: done, 5 claims\b/ })).toBeVisible();
  await expect(region.getByTestId('dashboard-eta')).toHaveText(/^done in \d+/);
  await expect(async () => {
    const seen = (await appPage.evaluate('window.dmStatuses')) as string[];
    expect(seen.at(-1)).toBe('done');
    expect(seen.length).toBeGreaterThan(1);
  }).toPass();

  // The detail sheet lists Data/Metrics' findings: by click, then by keyboard.
  await dataMetrics.click();
  const sheet = appPage.getByTestId('agent-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading')).toHaveText('Data/Metrics: done');
  await expect(sheet.getByTestId('agent-findings').locator('li').first()).toContainText(
    /Supports|Contradicts|Inconclusive/
  );
  await appPage.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await region.getByRole('button', { name: /^Judge: / }).focus();
  await appPage.keyboard.press('Enter');
  await expect(sheet.getByTestId('agent-verdicts')).toContainText('5 verdicts');
  await appPage.keyboard.press('Escape');

  const live = await dashboardText(appPage);
  await appPage.reload();
  await expect(appPage.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 180_000 });
  if (!(await new LibraryPage(appPage).reportViewShown())) await openSample(appPage);
  await expect(region).toHaveAttribute('data-run-status', 'completed');
  await expect.poll(() => dashboardText(appPage)).toEqual(live);
});
