/**
 * Page object for the shell and the library screen. Locators use the renderer's data-testid
 * attributes; waits are polling assertions on the `data-app-state` sentinel and element states,
 * never sleeps.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class LibraryPage {
  readonly root: Locator;
  readonly library: Locator;
  readonly rows: Locator;
  readonly titles: Locator;
  readonly emptyState: Locator;
  readonly openButton: Locator;
  readonly fileInput: Locator;
  readonly errorBanner: Locator;
  readonly notice: Locator;
  readonly importProgress: Locator;
  readonly passwordDialog: Locator;
  readonly confirmDialog: Locator;
  readonly startup: Locator;
  readonly reportView: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('#root');
    this.library = page.getByTestId('library');
    this.rows = page.getByTestId('report-row');
    this.titles = this.rows.getByTestId('report-title');
    this.emptyState = page.getByTestId('library-empty');
    this.openButton = page.getByTestId('open-pdf');
    this.fileInput = page.getByTestId('open-pdf-input');
    this.errorBanner = page.getByTestId('error-banner');
    this.notice = page.getByTestId('notice');
    this.importProgress = page.getByTestId('import-progress');
    this.passwordDialog = page.getByTestId('password-dialog');
    this.confirmDialog = page.getByTestId('confirm-dialog');
    this.startup = page.getByTestId('startup');
    this.reportView = page.getByTestId('report-view');
  }

  /**
   * Waits for the store to be ready and the library list (or its empty state) to show, loaded: the
   * table is drawn, empty, while the list is still being read, and only the subtitle's count
   * ("2 reports · …" instead of "Loading… · …") says it has been read.
   */
  async waitReady(timeout = 60_000): Promise<void> {
    await expect(this.root).toHaveAttribute('data-app-state', 'ready', { timeout });
    await expect(
      this.library.locator('[data-testid="report-table"], [data-testid="library-empty"]').first()
    ).toBeVisible({ timeout });
    await expect(this.library.locator('.page-subtitle')).toHaveText(/^\d+ reports? ·/, { timeout });
  }

  /** After a reload: waits until the library or a report view shows; true when it is a report view. */
  async reportViewShown(): Promise<boolean> {
    await expect(this.library.or(this.reportView).first()).toBeVisible();
    return this.reportView.isVisible();
  }

  /** Imports a PDF through the hidden file input (the web host's path), without a native dialog. */
  async openFile(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
  }

  /** Imports a PDF and waits until its report view is open. */
  async importAndOpen(path: string): Promise<void> {
    await this.openFile(path);
    await this.reportView.waitFor();
  }

  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId('report-title').filter({ hasText: title }) });
  }

  async openReport(title: string): Promise<void> {
    await this.row(title).getByTestId('report-open').click();
    await this.reportView.waitFor();
  }

  async deleteReport(title: string): Promise<void> {
    await this.row(title).getByTestId('report-delete').click();
    await this.confirmDialog.getByTestId('confirm-accept').click();
    await this.row(title).waitFor({ state: 'detached' });
  }

  async submitPassword(password: string): Promise<void> {
    await this.passwordDialog.getByTestId('password-input').fill(password);
    await this.passwordDialog.getByTestId('password-submit').click();
  }

  async backToLibrary(): Promise<void> {
    await this.page.getByTestId('back-to-library').click();
    await this.library.waitFor();
  }
}
