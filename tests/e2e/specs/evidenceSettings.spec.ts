/**
 * Settings → Evidence providers through the web host: every provider is off by default and its
 * preview (what it would receive: the query text, never report text) is shown before it is switched
 * on; a key is write-only and kept for the session; switching Tavily on without a key says so, with
 * the key stored it saves and names the allowed host. Leaves every provider off again.
 */
import { test, expect } from '../fixtures';
import { SettingsPage } from '../pages/SettingsPage';

const KEY = 'tvly-e2e-session-key-7d1c';

test('shows what each provider would receive before it is switched on, stores a key write-only', async ({
  appPage
}) => {
  const settings = new SettingsPage(appPage);
  await settings.open();
  const section = appPage.getByTestId('evidence-section');
  await expect(section).toBeVisible();

  // Off by default, each with its preview.
  for (const kind of ['search', 'geocoder', 'imagery'])
    await expect(appPage.getByTestId(`evidence-${kind}-enabled`)).not.toBeChecked();
  const search = appPage.getByTestId('evidence-search-preview');
  await expect(search.getByTestId('evidence-search-preview-sends')).toContainText(
    "The query text only: e.g. 'Orange SA controversy emissions'"
  );
  await expect(search.getByTestId('evidence-search-preview-never')).toContainText('No report text');
  await expect(search.getByTestId('evidence-search-preview-requests')).toContainText(
    'POST https://api.tavily.com/search'
  );
  await expect(search.getByTestId('evidence-search-preview-requests')).toContainText(
    'Authorization: Bearer <your key>'
  );
  await expect(appPage.getByTestId('evidence-geocoder-preview-requests')).toContainText('format=jsonv2');

  // Another service, another preview, before anything is saved.
  await appPage.getByTestId('evidence-search-provider').selectOption('brave');
  await expect(search.getByTestId('evidence-search-preview-requests')).toContainText(
    'X-Subscription-Token: <your key>'
  );
  await appPage.getByTestId('evidence-search-provider').selectOption('tavily');

  // On without a key: saved, but the preview names what is missing.
  await appPage.getByTestId('evidence-search-enabled').check();
  await appPage.getByTestId('evidence-save').click();
  await expect(appPage.getByTestId('evidence-saved')).toContainText('api.tavily.com');
  await expect(search.getByTestId('evidence-search-preview-problem')).toContainText('No API key is stored for Tavily');

  // The key is write-only and kept for the session.
  await appPage.getByTestId('evidence-key-tavily-input').fill(KEY);
  await appPage.getByTestId('evidence-key-tavily-save').click();
  await expect(appPage.getByTestId('evidence-key-tavily-stored')).toBeVisible();
  await expect(appPage.getByTestId('evidence-key-tavily-input')).toHaveCount(0);
  await expect(section).not.toContainText(KEY);
  await expect(search.getByTestId('evidence-search-preview-problem')).toHaveCount(0);

  // Off again for the other specs.
  await appPage.getByTestId('evidence-key-tavily-remove').click();
  await appPage.getByTestId('evidence-search-enabled').uncheck();
  await appPage.getByTestId('evidence-save').click();
  await expect(appPage.getByTestId('evidence-saved')).toContainText('nothing leaves this machine');
});
