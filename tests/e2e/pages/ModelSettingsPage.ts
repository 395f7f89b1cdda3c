/**
 * Page object for Settings → "Model engine": the switch, provider and base URL, the write-only key
 * field, models, Save with inline errors, "Test connection" and the outbound requests table.
 * Locators use data-testid attributes; waits follow element states, never sleeps.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class ModelSettingsPage {
  readonly section: Locator;
  readonly enabled: Locator;
  readonly status: Locator;
  readonly provider: Locator;
  readonly baseUrl: Locator;
  readonly baseUrlError: Locator;
  readonly localNote: Locator;
  readonly remoteWarning: Locator;
  readonly keyInput: Locator;
  readonly keySave: Locator;
  readonly keyStored: Locator;
  readonly keyRemove: Locator;
  readonly keyWhere: Locator;
  readonly defaultModel: Locator;
  readonly save: Locator;
  readonly saved: Locator;
  readonly saveFields: Locator;
  readonly testButton: Locator;
  readonly testResult: Locator;
  readonly outboundRows: Locator;
  readonly outboundRefresh: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByTestId('model-section');
    this.enabled = page.getByTestId('model-enabled');
    this.status = page.getByTestId('model-engine-status');
    this.provider = page.getByTestId('model-provider');
    this.baseUrl = page.getByTestId('model-base-url');
    this.baseUrlError = page.getByTestId('model-base-url-error');
    this.localNote = page.getByTestId('model-local-note');
    this.remoteWarning = page.getByTestId('model-remote-warning');
    this.keyInput = page.getByTestId('model-key-input');
    this.keySave = page.getByTestId('model-key-save');
    this.keyStored = page.getByTestId('model-key-stored');
    this.keyRemove = page.getByTestId('model-key-remove');
    this.keyWhere = page.getByTestId('model-key-where');
    this.defaultModel = page.getByTestId('model-default');
    this.save = page.getByTestId('model-save');
    this.saved = page.getByTestId('model-saved');
    this.saveFields = page.getByTestId('model-save-fields');
    this.testButton = page.getByTestId('model-test-button');
    this.testResult = page.getByTestId('model-test-result');
    this.outboundRows = page.getByTestId('outbound-row');
    this.outboundRefresh = page.getByTestId('outbound-refresh');
  }

  /** Waits until main's model settings are loaded into the form. */
  async waitReady(): Promise<void> {
    await this.page.locator('[data-testid="model-section"][data-load="ready"]').waitFor();
  }

  async chooseProvider(label: string): Promise<void> {
    await this.provider.selectOption({ label });
  }

  /** Whether a key is stored, read once the key field or its "Key stored" line shows. */
  async keyIsStored(): Promise<boolean> {
    await expect(this.keyStored.or(this.keyInput).first()).toBeVisible();
    return this.keyStored.isVisible();
  }

  /** Types a key into the write-only field and stores it; waits for "Key stored". */
  async storeKey(key: string): Promise<void> {
    await this.keyInput.fill(key);
    await this.keySave.click();
    await this.keyStored.waitFor();
  }

  async removeKey(): Promise<void> {
    await this.keyRemove.click();
    await this.keyInput.waitFor();
  }

  /** Clicks Save and waits for "Saved." or the inline errors. */
  async saveSettings(): Promise<void> {
    await this.save.click();
    await this.section
      .locator('[data-testid="model-saved"], [data-testid="model-save-fields"], [data-testid="model-save-error"]')
      .first()
      .waitFor();
  }

  /** Runs "Test connection" and returns the result element once shown. */
  async testConnection(): Promise<Locator> {
    await this.testButton.click();
    await this.testResult.waitFor();
    return this.testResult;
  }

  outboundRowFor(host: string): Locator {
    return this.outboundRows.filter({ has: this.page.getByTestId('outbound-host').getByText(host, { exact: true }) });
  }
}
