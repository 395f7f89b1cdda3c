/**
 * Settings → Model engine through the web host in Debian Chromium, against the fake OpenAI-compatible
 * server started here on 127.0.0.1: choose Custom with the fake's URL (the form asks for it first),
 * store a key (write-only, kept for the session), switch the engine on, save, test the connection
 * and see the request in the outbound table. Leaves the engine off again for the other specs.
 */
import { test, expect } from '../fixtures';
import { chat, startFakeOpenAI, type FakeOpenAI } from '../../../src/main/llm/fakeOpenAIServer';
import { ModelSettingsPage } from '../pages/ModelSettingsPage';
import { SettingsPage } from '../pages/SettingsPage';

const KEY = 'sk-e2e-session-key-5f3a9c';

let fake: FakeOpenAI;
test.beforeAll(async () => {
  fake = await startFakeOpenAI({ defaultHandler: () => chat('OK') });
});
test.afterAll(async () => {
  await fake.close();
});

test('configures a custom endpoint with a session key, tests it and lists the request', async ({ appPage }) => {
  const settings = new SettingsPage(appPage);
  await settings.open();
  const model = new ModelSettingsPage(appPage);
  await model.waitReady();

  // Off by default, and says so.
  await expect(model.enabled).not.toBeChecked();
  await expect(model.status).toContainText('The model engine is off.');
  await expect(model.section).toContainText('nothing leaves this machine');

  // Custom needs a base URL: the form says so inline and does not save.
  await model.chooseProvider('Custom');
  await expect(model.baseUrl).toHaveValue('');
  await model.saveSettings();
  await expect(model.baseUrlError).toHaveText('A custom provider needs a base URL.');
  await expect(model.saved).toHaveCount(0);

  // A remote endpoint is flagged; the fake on 127.0.0.1 is local.
  await model.baseUrl.fill('https://llm.example.com/v1');
  await expect(model.remoteWarning).toContainText('Report text will be sent to llm.example.com');
  await model.baseUrl.fill(fake.baseUrl);
  const host = new URL(fake.baseUrl).host;
  await expect(model.remoteWarning).toHaveCount(0);
  await expect(model.localNote).toContainText(host);

  // The key is write-only and kept for this session only.
  if (await model.keyIsStored()) await model.removeKey();
  await expect(model.keyWhere).toContainText('kept for this session only', { ignoreCase: true });
  await model.storeKey(KEY);
  await expect(model.keyInput).toHaveCount(0);
  await expect(model.section).not.toContainText(KEY);

  await model.enabled.check();
  // Ticked but not saved: the status says what happens, not "off".
  await expect(model.status).toHaveAttribute('data-pending', 'true');
  await expect(model.status).toContainText('on after you save');
  await model.defaultModel.fill('fake-model');
  await expect(model.testButton).toBeDisabled(); // unsaved changes are not what gets tested
  await model.saveSettings();
  await expect(model.saved).toBeVisible();
  await expect(model.status).toHaveAttribute('data-ready', 'true');

  // Test connection: one request through the gateway, with the key, and it is in the ledger.
  const before = fake.requests.length;
  const result = await model.testConnection();
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result).toContainText(`Connected to ${host}`);
  await expect(result).toContainText('fake-model answered “OK”');
  expect(fake.requests.length).toBe(before + 1);
  expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', hasAuth: true });
  const row = model.outboundRowFor(host).first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('outbound-status')).toHaveText('200');
  await expect(row).toContainText('chat:extraction');
  await expect(row).toContainText('connection-test');
  await expect(appPage.locator('body')).not.toContainText(KEY);

  // Leave the worker's shared web host as the other specs expect it: engine off, no key.
  await model.removeKey();
  await model.enabled.uncheck();
  await model.saveSettings();
  await expect(model.status).toContainText('The model engine is off.');
});
