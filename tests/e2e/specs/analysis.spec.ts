/**
 * The whole investigation from the report view through the web host in Debian Chromium: Analyze
 * with the offline engine, wait for the run to complete, read each claim's verdict on its row and
 * in the reasoning panel (a highlight clicked opens no popover), then reload the page and see the verdicts replayed. Data/Metrics and Legal are the
 * specialists built: the sample's emissions rows agree with each other, so their verdicts move to
 * "Insufficient evidence" (one consistent source, not yet two: Legal finds their IFRS paragraphs only
 * partly addressed, which neither supports nor contradicts); the headcount sentence states no figure
 * Data/Metrics can recompute and maps to no paragraph Legal can confirm, so it stays "Unverified".
 * Every verdict names the domains not investigated.
 */
import { test, expect } from '../fixtures';
import { AnalysisPage } from '../pages/AnalysisPage';
import { openSample } from '../pages/sample';
import { ClaimsPage } from '../pages/ClaimsPage';
import { LibraryPage } from '../pages/LibraryPage';
import { ReasoningPage } from '../pages/ReasoningPage';

test('analyzes the report, shows each verdict on its claim and replays them after a reload', async ({ appPage }) => {
  // An extraction, an analysis and a reload on a shared, busy machine (the store alone took 90 s to open at load 20).
  test.setTimeout(480_000);
  await openSample(appPage);
  const analysis = new AnalysisPage(appPage);
  const claims = new ClaimsPage(appPage);
  await analysis.waitSettled();
  await expect(appPage.getByTestId('engine-offline')).toBeChecked();
  // Extract, then Analyze: before claims exist Analyze is disabled and says why.
  if (!(await claims.hasClaims())) {
    await expect(analysis.analyzeButton).toBeDisabled();
    await expect(analysis.blocked).toContainText('Extract claims first');
    await claims.extract('offline');
    expect(await claims.waitRunFinished()).toBe('completed');
  }
  await expect(analysis.analyzeButton).toBeEnabled();

  await analysis.analyze();
  expect(await analysis.waitSettled()).toBe('completed');
  await expect(analysis.error).toHaveCount(0);
  await expect(analysis.status).toContainText(
    /Last analysis \(offline, \d+ cycles?\): 5 claims, 5 verdicts \(1 unverified, 4 insufficient evidence\)\./
  );

  // Every claim of the list carries its verdict, in words and with an accessible name.
  await expect(claims.count).toHaveAttribute('data-total', '5');
  const total = 5;
  await expect(claims.items).toHaveCount(total);
  await expect(analysis.rowBadges).toHaveCount(total);
  // Four "Insufficient evidence" and one "Unverified", whatever their order in the list.
  await expect
    .poll(async () => (await analysis.rowBadges.allInnerTexts()).sort())
    .toEqual([
      'Insufficient evidence',
      'Insufficient evidence',
      'Insufficient evidence',
      'Insufficient evidence',
      'Unverified'
    ]);
  const scope1 = claims.items.filter({ hasText: 'Scope 1 (tCO2e)' });
  await expect(scope1.getByTestId('verdict-badge')).toHaveAttribute('data-verdict', 'insufficient_evidence');
  await expect(scope1.getByLabel(/^Verdict: Insufficient evidence, (high|medium|low) confidence$/)).toBeVisible();
  const scope1Id = (await scope1.getAttribute('data-claim-id'))!;

  // A highlight clicked shows the claim in the reasoning panel (no popover): the verdict, the Judge's
  // reasoning over the Data/Metrics checks and Legal's IFRS assessment; every specialist is in the build,
  // so no domain is reported as not investigated.
  const highlight = appPage.locator(`[data-testid="claim-highlight"][data-claim-id="${scope1Id}"]`).first();
  await highlight.click();
  const reasoning = new ReasoningPage(appPage);
  await expect(reasoning.showing(scope1Id)).toBeVisible();
  await expect(claims.popover).toHaveCount(0);
  await expect(reasoning.verdict).toHaveText('Insufficient evidence');
  await expect(appPage.getByTestId('reasoning-confidence')).toHaveText(/^(high|medium|low) confidence · cycle \d+$/);
  await expect(reasoning.judge).toContainText('Data/Metrics');
  await expect(reasoning.judge).toContainText('Legal');
  await expect(reasoning.judge).not.toContainText('not available in this build');
  await expect(appPage.getByTestId('reasoning-not-investigated')).toHaveCount(0);
  const statusText = await analysis.status.innerText();

  // After a reload the latest run is replayed (analysis.latest + analysis.attach): the verdicts come back.
  await appPage.reload();
  await expect(appPage.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 180_000 });
  if (!(await new LibraryPage(appPage).reportViewShown())) await openSample(appPage);
  expect(await analysis.waitSettled()).toBe('completed');
  await expect(analysis.status).toHaveText(statusText);
  await expect(claims.items).toHaveCount(total);
  await expect(analysis.rowBadges).toHaveCount(total);
  await expect(analysis.rowBadge(scope1Id)).toHaveText('Insufficient evidence');
  await expect(analysis.resumeButton).toHaveCount(0);
});
