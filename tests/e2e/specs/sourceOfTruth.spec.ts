/**
 * The Source of Truth view through the web host in Debian Chromium: analyse the planted-errors twin
 * (it has contradictions and failed checks), open the view, filter by verdict and by IFRS paragraph,
 * sign as an analyst and override a verdict with a note, then export the PDF (made in main) and find
 * the override, the analyst and the note in its text. The exported PDF and its rendered pages are
 * kept under test-results/ for a person to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../fixtures';
import { AnalysisPage } from '../pages/AnalysisPage';
import { ClaimsPage } from '../pages/ClaimsPage';
import { LibraryPage } from '../pages/LibraryPage';
import { SourceOfTruthPage } from '../pages/SourceOfTruthPage';

const here = dirname(fileURLToPath(import.meta.url));
const planted = join(here, '..', '..', 'fixtures', 'ghg-planted.pdf');
const artefacts = join(here, '..', '..', '..', 'test-results', 'e2e-source-of-truth');

test('filters the report view, overrides a verdict and finds the override in the exported PDF', async ({ appPage }) => {
  mkdirSync(artefacts, { recursive: true });
  const library = new LibraryPage(appPage);
  await library.waitReady();
  await library.importAndOpen(planted);
  await new ClaimsPage(appPage).waitReady();
  const analysis = new AnalysisPage(appPage);
  await analysis.waitSettled();
  await analysis.analyze();
  expect(await analysis.waitSettled()).toBe('completed');

  const sot = new SourceOfTruthPage(appPage);
  await sot.open();
  await expect(appPage.getByTestId('sot-count-claims')).toHaveText(/^\d+$/);
  const total = Number(await appPage.getByTestId('sot-count-claims').innerText());
  expect(total).toBeGreaterThan(5);
  await expect(sot.cards).toHaveCount(total);
  await appPage.screenshot({ path: join(artefacts, 'view.png'), fullPage: false });

  // Filters combine: contradicted claims only, then only those mapped at or below S2.29. The cards
  // follow a filter at transition priority (after the filter bar): each check polls until they have.
  await sot.filter('verdict').selectOption('contradicted');
  let contradicted = 0;
  await expect(async () => {
    const verdicts = await sot.cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-verdict')));
    contradicted = verdicts.length;
    expect(contradicted).toBeGreaterThan(0);
    expect(contradicted).toBeLessThan(total);
    for (const v of verdicts) expect(v).toBe('contradicted');
  }).toPass();
  await expect(sot.filterCount).toHaveText(`${contradicted} of ${total} claims`);
  await sot.filter('paragraph').fill('S2.29');
  await expect(async () => {
    const cards = await sot.cards.evaluateAll((els) =>
      els.map((e) => [...e.querySelectorAll('.sot-tag')].map((t) => t.textContent ?? ''))
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(contradicted);
    for (const tags of cards) expect(tags.some((t) => t === 'S2.29' || t.startsWith('S2.29('))).toBe(true);
  }).toPass();

  // Override the first of them (found by its id: an overridden claim leaves a verdict filter). The
  // view asks for the analyst's name first.
  const claimId = (await sot.cards.first().getAttribute('data-claim-id'))!;
  await sot.filter('verdict').selectOption('');
  await sot.filter('paragraph').fill('');
  await sot.filter('text').fill(claimId);
  await expect(sot.cards).toHaveCount(1);
  await sot.card(claimId).getByTestId('sot-expand').click();
  await sot.signAs('Ada Analyst');
  const note = 'Checked against the audited GHG inventory: the stated total is right';
  await sot.overrideVerdict(claimId, 'Verified', note);
  await expect(sot.error).toHaveCount(0);
  await expect(sot.card(claimId)).toHaveAttribute('data-verdict', 'verified');
  await expect(sot.card(claimId).getByTestId('sot-override-badge')).toContainText('Judge: Contradicted');
  await expect(sot.overridesCount).toHaveText('1');
  await appPage.screenshot({ path: join(artefacts, 'override.png') });

  // Export the PDF from the app: the override, the analyst and the note are in it.
  const download = await sot.export('pdf');
  expect(download.suggestedFilename()).toMatch(/source-of-truth\.pdf$/);
  const pdf = join(artefacts, 'source-of-truth.pdf');
  await download.saveAs(pdf);
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Analyst overrides');
  expect(text).toContain('Ada Analyst');
  expect(text).toContain(note);
  expect(text).toContain(claimId);
  expect(text).toContain('the Judge’s verdict Contradicted was changed to Verified by Ada Analyst');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '4', pdf, join(artefacts, 'page')]);

  // The JSON export carries the override beside the Judge's verdict.
  const json = JSON.parse(readFileSync((await (await sot.export('json')).path())!, 'utf8')) as {
    overrides: { targetId: string; original: string; value: string; analyst: string }[];
  };
  expect(json.overrides).toEqual([
    expect.objectContaining({ targetId: claimId, original: 'contradicted', value: 'verified', analyst: 'Ada Analyst' })
  ]);
});
