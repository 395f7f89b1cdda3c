/**
 * Page object for the Settings screen (reference corpus status, official-standard import, paragraph
 * look-up). Locators use data-testid attributes; waits are element-state driven, never sleeps.
 */
import type { Locator, Page } from '@playwright/test';

export class SettingsPage {
  readonly openButton: Locator;
  readonly view: Locator;
  readonly backButton: Locator;
  readonly status: Locator;
  readonly officialItems: Locator;
  readonly importButton: Locator;
  readonly importInput: Locator;
  readonly importBusy: Locator;
  readonly importResult: Locator;
  readonly importError: Locator;
  readonly paragraphInput: Locator;
  readonly paragraphLookup: Locator;
  readonly paragraphView: Locator;
  readonly paragraphError: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('open-settings');
    this.view = page.getByTestId('settings-view');
    this.backButton = page.getByTestId('settings-back');
    this.status = page.getByTestId('corpus-status');
    this.officialItems = page.getByTestId('corpus-official-item');
    this.importButton = page.getByTestId('import-standard');
    this.importInput = page.getByTestId('import-standard-input');
    this.importBusy = page.getByTestId('import-standard-busy');
    this.importResult = page.getByTestId('import-standard-result');
    this.importError = page.getByTestId('import-standard-error');
    this.paragraphInput = page.getByTestId('paragraph-input');
    this.paragraphLookup = page.getByTestId('paragraph-lookup');
    this.paragraphView = page.getByTestId('paragraph-view');
    this.paragraphError = page.getByTestId('paragraph-error');
  }

  /** Opens Settings from the top bar and waits for the corpus status to load. */
  async open(): Promise<void> {
    await this.openButton.click();
    await this.view.waitFor();
    await this.status.waitFor();
  }

  /** Imports an official standard PDF through the hidden input and waits for the result or error. */
  async importStandard(path: string, timeout = 120_000): Promise<void> {
    await this.importInput.setInputFiles(path);
    await this.view
      .locator('[data-testid="import-standard-result"], [data-testid="import-standard-error"]')
      .first()
      .waitFor({ timeout });
  }

  /** Looks a paragraph up and waits for it (or the error) to show; returns the paragraph view. */
  async lookup(id: string): Promise<Locator> {
    await this.paragraphInput.fill(id);
    await this.paragraphLookup.click();
    await this.view.locator('[data-testid="paragraph-view"], [data-testid="paragraph-error"]').first().waitFor();
    return this.paragraphView;
  }

  async back(): Promise<void> {
    await this.backButton.click();
    await this.view.waitFor({ state: 'detached' });
  }
}
