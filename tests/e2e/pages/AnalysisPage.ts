/**
 * Page object for the investigation in the report view: the Analyze / Cancel / Resume controls in
 * the claims panel, the progress and outcome line, the error banner, and the verdict shown on each
 * claim row. Waits follow the controls' `data-status`, never sleeps.
 */
import type { Locator, Page } from '@playwright/test';

const ACTIVE = ['loading', 'starting', 'running', 'cancelling'];

export class AnalysisPage {
  readonly controls: Locator;
  readonly analyzeButton: Locator;
  readonly cancelButton: Locator;
  readonly resumeButton: Locator;
  readonly status: Locator;
  readonly error: Locator;
  readonly rowBadges: Locator;
  readonly reextract: Locator;
  readonly blocked: Locator;
  readonly kept: Locator;

  constructor(readonly page: Page) {
    this.controls = page.getByTestId('analysis-controls');
    this.analyzeButton = page.getByTestId('analyze');
    this.cancelButton = page.getByTestId('cancel-analysis');
    this.resumeButton = page.getByTestId('resume-analysis');
    this.status = page.getByTestId('analysis-status');
    this.error = page.getByTestId('analysis-error');
    this.rowBadges = page.locator('[data-testid="claim-item"] [data-testid="verdict-badge"]');
    this.reextract = page.getByTestId('analyze-reextract');
    this.blocked = page.getByTestId('analyze-blocked');
    this.kept = page.getByTestId('analysis-kept');
  }

  /** Waits until the latest run has been read (or there is none) and nothing runs. */
  async waitSettled(timeout = 240_000): Promise<string> {
    const settled = this.page.locator(
      `[data-testid="analysis-controls"]${ACTIVE.map((s) => `:not([data-status="${s}"])`).join('')}`
    );
    await settled.waitFor({ timeout });
    return (await settled.getAttribute('data-status')) ?? '';
  }

  /**
   * Clicks Analyze (with the engine chosen in the claims controls) and waits for the run to start.
   * Analyze investigates the listed claims; before any exist (or with `reextract`) it is asked to
   * extract them again first.
   */
  async analyze(opts: { reextract?: boolean } = {}): Promise<void> {
    if (opts.reextract || !(await this.analyzeButton.isEnabled())) await this.reextract.check();
    const previous = (await this.controls.getAttribute('data-run-id')) ?? '';
    await this.analyzeButton.click();
    // A new run, not the one the controls showed before the click.
    await this.page
      .locator(`[data-testid="analysis-controls"]:not([data-run-id=""]):not([data-run-id="${previous}"])`)
      .waitFor();
  }

  /** The verdict badge on one claim's row. */
  rowBadge(claimId: string): Locator {
    return this.page.locator(`[data-testid="claim-item"][data-claim-id="${claimId}"] [data-testid="verdict-badge"]`);
  }
}
