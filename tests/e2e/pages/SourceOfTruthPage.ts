/**
 * Page object for the Source of Truth view: the toggle in the top bar, the summary, filters, claim
 * cards with their override form, the analyst's name and the export buttons. Waits follow the view's
 * `data-status` and element states, never sleeps.
 */
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class SourceOfTruthPage {
  readonly toggle: Locator;
  readonly view: Locator;
  readonly cards: Locator;
  readonly filterCount: Locator;
  readonly overridesCount: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByTestId('toggle-source-of-truth');
    this.view = page.getByTestId('sot-view');
    this.cards = page.getByTestId('sot-claim');
    this.filterCount = page.getByTestId('sot-filter-count');
    this.overridesCount = page.getByTestId('sot-count-overrides');
    this.error = page.getByTestId('sot-error');
  }

  /** Opens the view from the report and waits until its document is loaded. */
  async open(): Promise<void> {
    await this.toggle.click();
    await this.page.locator('[data-testid="sot-view"][data-status="ready"]').waitFor();
  }

  filter(name: 'pillar' | 'type' | 'verdict' | 'agent' | 'paragraph' | 'text'): Locator {
    return this.page.getByTestId(`sot-filter-${name}`);
  }

  card(claimId: string): Locator {
    return this.page.locator(`[data-testid="sot-claim"][data-claim-id="${claimId}"]`);
  }

  /** Sets the analyst's name in the form that asks for it. */
  async signAs(name: string): Promise<void> {
    await this.page.getByTestId('sot-analyst-input').first().fill(name);
    await this.page.getByTestId('sot-analyst-save').first().click();
    await this.page.getByTestId('sot-analyst').first().waitFor();
  }

  /** Expands a card and overrides its verdict with a note. */
  async overrideVerdict(claimId: string, verdictLabel: string, note: string): Promise<void> {
    const card = this.card(claimId);
    const expand = card.getByTestId('sot-expand');
    await expect(expand).toHaveAttribute('aria-expanded', /^(true|false)$/);
    if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await card.getByTestId('sot-override-value').selectOption({ label: verdictLabel });
    await card.getByTestId('sot-override-note-input').fill(note);
    await card.getByTestId('sot-override-save').click();
    await this.page.locator(`[data-testid="sot-claim"][data-claim-id="${claimId}"][data-overridden="true"]`).waitFor();
  }

  /** Clicks an export button and returns the download. */
  async export(file: 'pdf' | 'json' | 'claims_csv' | 'checks_csv' | 'gaps_csv'): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId(`sot-export-${file}`).click()
    ]);
    return download;
  }
}
