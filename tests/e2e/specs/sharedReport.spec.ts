/**
 * Issue 13's "done when", on a real shared report through the web host in Debian Chromium: open
 * Orange's 2023 integrated report (69 pages), extract its claims and run an offline analysis; watch
 * the dashboard's nodes change status; reload while the run is going and find the same run, no
 * further back than before; after it completes, click a highlight and read the claim's verdict, the
 * Judge's reasoning and the evidence chain per agent. The second test re-runs and cancels at once:
 * the previous verdicts stay. Skips with a message where the shared reports are absent.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { AnalysisPage } from '../pages/AnalysisPage';
import { ClaimsPage } from '../pages/ClaimsPage';
import { LibraryPage } from '../pages/LibraryPage';
import { ReasoningPage } from '../pages/ReasoningPage';

const here = dirname(fileURLToPath(import.meta.url));
const orangeDir = join(here, '..', '..', '..', '..', 'shared', 'data', 'reports', 'orange-iar-2023');
const orangePdf = existsSync(orangeDir)
  ? readdirSync(orangeDir).find((f) => f.toLowerCase().endsWith('.pdf'))
  : undefined;

/** Runs in the page: keeps every status each agent node shows from now on (a string: the specs compile without the DOM's types). */
const RECORD_STATUSES = `(() => {
  const seen = {};
  window.nodeStatuses = seen;
  const read = () => {
    for (const el of document.querySelectorAll('[data-testid^="agent-node-"]')) {
      const id = el.getAttribute('data-testid').slice('agent-node-'.length);
      const s = el.getAttribute('data-status');
      const list = seen[id] ?? (seen[id] = []);
      if (s && list[list.length - 1] !== s) list.push(s);
    }
  };
  read();
  new MutationObserver(read).observe(document.querySelector('[data-testid="agent-dashboard"]'), { subtree: true, attributes: true, attributeFilter: ['data-status'], childList: true });
})()`;

/** The step the dashboard's progress line says the run is at ("Step 4 of 11 · …"). */
async function step(page: Page): Promise<number> {
  return Number(/Step (\d+) of/u.exec(await page.getByTestId('dashboard-progress').innerText())?.[1] ?? 0);
}

/** Opens Orange's report (importing it when the worker's library lacks it) with its claims extracted. */
async function openOrangeWithClaims(
  page: Page
): Promise<{ library: LibraryPage; claims: ClaimsPage; analysis: AnalysisPage }> {
  const library = new LibraryPage(page);
  const claims = new ClaimsPage(page);
  const analysis = new AnalysisPage(page);
  await library.waitReady();
  await library.importAndOpen(join(orangeDir, orangePdf!));
  await claims.waitReady();
  await analysis.waitSettled();
  if (!(await claims.hasClaims())) {
    await claims.extract('offline');
    expect(await claims.waitRunFinished(600_000)).toBe('completed');
  }
  return { library, claims, analysis };
}

test('a shared report: extract, analyze offline, watch the agents, reload mid-run, read a verdict', async ({
  appPage
}) => {
  test.skip(!orangePdf, 'the shared reports folder (../shared/data/reports) is absent on this machine');
  test.setTimeout(900_000);
  const { library, claims, analysis } = await openOrangeWithClaims(appPage);
  const r = new ReasoningPage(appPage);
  const total = await claims.totalCount();
  expect(total).toBeGreaterThan(50);

  // Analyze; the nodes move from idle through working.
  const region = appPage.getByTestId('agent-dashboard');
  await appPage.evaluate(RECORD_STATUSES);
  await analysis.analyze();
  const runId = (await analysis.controls.getAttribute('data-run-id'))!;
  await expect(region.getByRole('button', { name: /^Legal: (working|done)/ })).toBeVisible({ timeout: 300_000 });
  // The statuses seen live so far: Legal's node changed (idle, then working or done).
  await expect(async () => {
    const seen = (await appPage.evaluate('window.nodeStatuses')) as Record<string, string[]>;
    expect(seen.legal?.length ?? 0).toBeGreaterThan(1);
    expect(seen.legal?.at(-1)).toMatch(/^(working|done)$/);
  }).toPass();

  // Reload mid-run (when it is still running): the same run, at least as far along as before.
  if ((await analysis.controls.getAttribute('data-status')) === 'running') {
    const before = await step(appPage);
    // The library may hold other reports (specs of this worker): reopen this one by its title.
    const title = await appPage.getByTestId('report-title-bar').innerText();
    await appPage.reload();
    await expect(appPage.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 180_000 });
    if (!(await library.reportViewShown())) await library.openReport(title);
    await expect(appPage.getByTestId('report-title-bar')).toHaveText(title);
    await expect(region).toHaveAttribute('data-run-id', runId);
    // The replay of the persisted events catches up with where the live view was.
    await expect.poll(() => step(appPage), { timeout: 120_000 }).toBeGreaterThanOrEqual(before);
  } else {
    test
      .info()
      .annotations.push({ type: 'note', description: 'the run ended before the mid-run reload could be made' });
  }
  expect(await analysis.waitSettled(600_000)).toBe('completed');
  await expect(region).toHaveAttribute('data-run-status', 'completed');
  for (const agent of ['Legal', 'Judge', 'Geography', 'News/Media'])
    await expect(region.getByRole('button', { name: new RegExp(`^${agent}: done`) })).toBeVisible();
  await expect(analysis.rowBadges).toHaveCount(total);

  // A highlight clicked: its verdict, the Judge's four dimensions and reasoning, the evidence per agent.
  const target = claims.items
    .filter({ has: appPage.locator('[data-testid="verdict-badge"]') })
    .filter({ has: appPage.locator('[data-anchored="true"]') })
    .first();
  const anchored = appPage.locator('[data-testid="claim-item"][data-anchored="true"]').first();
  const targetId = (await ((await target.count()) ? target : anchored).getAttribute('data-claim-id'))!;
  await claims.goTo(appPage.locator(`[data-testid="claim-item"][data-claim-id="${targetId}"]`));
  await appPage.locator(`[data-testid="claim-highlight"][data-claim-id="${targetId}"]`).first().click();
  await expect(r.showing(targetId)).toBeVisible();
  await expect(r.verdict).toHaveText(/^(Verified|Unverified|Contradicted|Insufficient evidence)$/);
  for (const d of ['Sufficiency', 'Consistency', 'Quality', 'Completeness'])
    await expect(r.dimensions).toContainText(d);
  await expect(r.judge).not.toBeEmpty();
  await expect(r.chain.getByTestId('evidence-cycle').first()).toBeVisible();
  await expect(r.chain.locator('[data-testid="evidence-agent"][data-agent="legal"]').first()).toBeVisible();
});

// Was a defect: the replay read while the runner was still letting go of the cancelled run said
// "active", and the window turned the run's end back to "investigating" for good (analysisEvents.ts).
test('a shared report: a re-run cancelled at once keeps the completed verdicts', async ({ appPage }) => {
  test.skip(!orangePdf, 'the shared reports folder (../shared/data/reports) is absent on this machine');
  test.setTimeout(900_000);
  const { claims, analysis } = await openOrangeWithClaims(appPage);
  if ((await analysis.rowBadges.count()) === 0) {
    await analysis.analyze();
    expect(await analysis.waitSettled(600_000)).toBe('completed');
  }
  const total = await claims.totalCount();
  const verdicts = await analysis.rowBadges.allTextContents();
  await analysis.analyze();
  await analysis.cancelButton.click({ timeout: 30_000 });
  const ended = await analysis.waitSettled(300_000);
  expect(['cancelled', 'completed']).toContain(ended);
  await expect(analysis.rowBadges).toHaveCount(total);
  if (ended === 'cancelled') {
    await expect(analysis.kept).toBeVisible();
    await expect.poll(() => analysis.rowBadges.allTextContents()).toEqual(verdicts);
  }
});
