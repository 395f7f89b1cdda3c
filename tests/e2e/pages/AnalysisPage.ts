/**
 * Page object for the investigation in the report view: the Analyze / Cancel / Resume controls in
 * the claims panel, the progress and outcome line, the error banner, and the verdict shown on each
 * claim row. Waits follow the controls' `data-status` with polling assertions, never sleeps.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Statuses of a run being read, started, followed or stopped. */
const ACTIVE = /^(loading|starting|running|cancelling)$/;

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

  /**
   * Waits until the latest run has been read (or there is none) and nothing runs; returns the status
   * it settled on (the very value the poll saw, not a second read).
   */
  async waitSettled(timeout = 240_000): Promise<string> {
    let status = '';
    await expect
      .poll(async () => (status = (await this.controls.getAttribute('data-status')) ?? ''), {
        timeout,
        message: 'the analysis controls settle (no run being read, started, followed or stopped)'
      })
      .not.toMatch(ACTIVE);
    return status;
  }

  /**
   * Clicks Analyze (with the engine chosen in the claims controls) and waits for the run to start.
   * Analyze investigates the listed claims; before any exist (or with `reextract`) it is asked to
   * extract them again first.
   */
  async analyze(opts: { reextract?: boolean } = {}): Promise<void> {
    // Once the claims and the latest run are read, Analyze is either enabled or says why not.
    await expect(this.page.locator('[data-testid="analyze"]:enabled').or(this.blocked).first()).toBeVisible();
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
