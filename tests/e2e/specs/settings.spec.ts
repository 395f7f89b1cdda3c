/** Settings: import the official IFRS S2 the analyst holds and see its wording beside the registry. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../fixtures';
import { SettingsPage } from '../pages/SettingsPage';

const here = dirname(fileURLToPath(import.meta.url));
const s2 = join(here, '..', '..', '..', '..', 'shared', 'data', 'ifrs', 'ifrs-s2.pdf');

test('looks up a paragraph and imports the official standard', async ({ appPage }) => {
  const settings = new SettingsPage(appPage);
  await settings.open();
  await settings.lookup('S2.29(a)(vi)');
  await expect(appPage.getByTestId('paragraph-view')).toContainText('S2.29(a)(vi)');
  test.skip(!existsSync(s2), 'the official IFRS PDFs (../shared/data/ifrs) are absent on this machine');
  await settings.importStandard(s2);
  await expect(settings.importResult).toHaveText(/Imported IFRS S2: \d+ paragraphs/);
  await settings.lookup('S2.29(a)');
  await expect(appPage.getByTestId('paragraph-official')).toContainText(/scope 3/i);
});
