/**
 * Page object for claims in the report view: extraction controls, the claims list with its count,
 * anchoring-rate indicator and filters, and the highlights drawn in each page's overlay (the old claim
 * popover's locator stays, to check that none opens). Waits are polling assertions on element states
 * (the run status attribute, items appearing), never sleeps; the list readers below are meant to be
 * polled (`expect.poll`) wherever the list may still be rendering.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Statuses of an extraction that has not ended. */
const ACTIVE = /^(starting|running|cancelling)$/;

export class ClaimsPage {
  readonly panel: Locator;
  readonly controls: Locator;
  readonly extractButton: Locator;
  readonly cancelButton: Locator;
  readonly runStatus: Locator;
  readonly error: Locator;
  readonly items: Locator;
  readonly count: Locator;
  readonly anchorRate: Locator;
  readonly anchorRateValue: Locator;
  readonly typeFilter: Locator;
  readonly priorityFilter: Locator;
  readonly verdictFilter: Locator;
  readonly hidden: Locator;
  readonly highlights: Locator;
  readonly popover: Locator;
  readonly modelHint: Locator;
  readonly openModelSettings: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('claims-panel');
    this.controls = page.getByTestId('claims-extract');
    this.extractButton = page.getByTestId('extract-claims');
    this.cancelButton = page.getByTestId('cancel-extraction');
    this.runStatus = page.getByTestId('claims-run-status');
    this.error = page.getByTestId('claims-error');
    this.items = page.getByTestId('claim-item');
    this.count = page.getByTestId('claims-count');
    this.anchorRate = page.getByTestId('claims-anchor-rate');
    this.anchorRateValue = page.getByTestId('claims-anchor-rate-value');
    this.typeFilter = page.getByTestId('claims-filter-type');
    this.priorityFilter = page.getByTestId('claims-filter-priority');
    this.verdictFilter = page.getByTestId('claims-filter-verdict');
    this.hidden = page.getByTestId('claims-hidden');
    this.highlights = page.getByTestId('claim-highlight');
    this.popover = page.getByTestId('claim-popover');
    this.modelHint = page.getByTestId('engine-hint');
    this.openModelSettings = page.getByTestId('engine-open-settings');
  }

  /** Waits for the claims panel to have loaded the report's claims (or its empty state). */
  async waitReady(timeout = 30_000): Promise<void> {
    await this.panel.waitFor({ timeout });
  }

  /** Clicks "Extract claims" with the given engine (offline by default). */
  async extract(engine: 'offline' | 'model' = 'offline'): Promise<void> {
    await this.page.getByTestId(`engine-${engine}`).check();
    await this.extractButton.click();
  }

  /**
   * Waits until no run is starting, running or cancelling; returns the status it ended on (the very
   * value the poll saw, not a second read).
   */
  async waitRunFinished(timeout = 180_000): Promise<string> {
    let status = 'idle';
    await expect
      .poll(async () => (status = (await this.controls.getAttribute('data-run-status')) ?? 'idle'), {
        timeout,
        message: 'the extraction ends (no run starting, running or cancelling)'
      })
      .not.toMatch(ACTIVE);
    return status;
  }

  /**
   * Whether the report has claims, read once the panel shows its list or its empty note (not while
   * the claims are still loading).
   */
  async hasClaims(): Promise<boolean> {
    await expect(this.items.first().or(this.page.getByTestId('claims-empty'))).toBeVisible();
    return (await this.items.count()) > 0;
  }

  /**
   * All claims of the report, whatever the filters. Read it after the run has finished: the count is
   * drawn in the same render as the run's end.
   */
  async totalCount(): Promise<number> {
    await expect(this.count).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.count.getAttribute('data-total'));
  }

  item(claimId: string): Locator {
    return this.page.locator(`[data-testid="claim-item"][data-claim-id="${claimId}"]`);
  }

  highlight(claimId: string): Locator {
    return this.page.locator(`[data-testid="claim-highlight"][data-claim-id="${claimId}"]`);
  }

  /** The overlay slot of one PDF page (where its highlights are drawn). */
  overlay(pageNumber: number): Locator {
    return this.page.locator(`[data-testid="page-overlay"][data-page-number="${pageNumber}"]`);
  }

  itemsOnPage(pageNumber: number): Locator {
    return this.page.locator(`[data-testid="claim-item"][data-page="${pageNumber}"]`);
  }

  /** Page numbers of the listed claims, in list order. */
  async itemPages(): Promise<number[]> {
    return this.items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-page'))));
  }

  /** Claim types of the listed claims, in list order. */
  async itemTypes(): Promise<string[]> {
    return this.items.evaluateAll((els) => els.map((el) => el.getAttribute('data-claim-type') ?? ''));
  }

  async goTo(item: Locator): Promise<void> {
    await item.getByTestId('claim-goto').click();
  }

  async filterType(type: string): Promise<void> {
    await this.typeFilter.selectOption(type);
  }

  async filterPriority(priority: string): Promise<void> {
    await this.priorityFilter.selectOption(priority);
  }

  async filterVerdict(verdict: string): Promise<void> {
    await this.verdictFilter.selectOption(verdict);
  }

  /** The verdicts of the listed claims ('none' when not analysed), in list order. */
  async itemVerdicts(): Promise<string[]> {
    return this.items.evaluateAll((els) =>
      els.map((el) => el.querySelector('[data-testid="verdict-badge"]')?.getAttribute('data-verdict') ?? 'none')
    );
  }
}
