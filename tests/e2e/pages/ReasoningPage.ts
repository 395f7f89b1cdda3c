/**
 * Page object for the report view's layout and its reasoning panel: the three landmarks, the Claim /
 * Event log / Report structure tabs, the selected claim's verdict and evidence, the event log and its
 * filters. Waits follow attributes (the selected claim's id, counts), never sleeps.
 */
import type { Locator, Page } from '@playwright/test';

export class ReasoningPage {
  readonly pdfRegion: Locator;
  readonly dashboardRegion: Locator;
  readonly reasoningRegion: Locator;
  readonly panel: Locator;
  readonly claim: Locator;
  readonly verdict: Locator;
  readonly judge: Locator;
  readonly dimensions: Locator;
  readonly chain: Locator;
  readonly log: Locator;
  readonly logEvents: Locator;

  constructor(readonly page: Page) {
    this.pdfRegion = page.getByRole('region', { name: /PDF/ });
    this.dashboardRegion = page.getByRole('region', { name: /Agent dashboard/ });
    this.reasoningRegion = page.getByRole('complementary', { name: /Reasoning/ });
    this.panel = page.getByTestId('reasoning-panel');
    this.claim = page.getByTestId('reasoning-claim');
    this.verdict = page.getByTestId('reasoning-verdict');
    this.judge = page.getByTestId('reasoning-judge');
    this.dimensions = page.getByTestId('judge-dimensions');
    this.chain = page.getByTestId('evidence-chain');
    this.log = page.getByTestId('event-log');
    this.logEvents = page.getByTestId('log-event');
  }

  tab(id: 'claim' | 'log' | 'structure'): Locator {
    return this.page.getByTestId(`reasoning-tab-${id}`);
  }

  /** The reasoning panel shows this claim. */
  showing(claimId: string): Locator {
    return this.page.locator(`[data-testid="reasoning-claim"][data-claim-id="${claimId}"]`);
  }
}
