/**
 * Page object for the PDF pane's analyst tools: the highlights' legend (by type / by verdict, the
 * hidden-by-filters hint), the find bar and its hits, and the overview strip of pages with their
 * claim counts. Waits follow attributes (the find status, counts, the current page), never sleeps;
 * the strip reader is meant to be polled (`expect.poll`) while the strip may still be redrawing.
 */
import type { Locator, Page } from '@playwright/test';

export class PdfPanePage {
  readonly legend: Locator;
  readonly legendKeys: Locator;
  readonly legendHidden: Locator;
  readonly findBar: Locator;
  readonly findInput: Locator;
  readonly findStatus: Locator;
  readonly findHits: Locator;
  readonly currentHit: Locator;
  readonly strip: Locator;
  readonly stripPages: Locator;

  constructor(readonly page: Page) {
    this.legend = page.getByTestId('claims-legend');
    this.legendKeys = page.getByTestId('legend-key');
    this.legendHidden = page.getByTestId('legend-hidden');
    this.findBar = page.getByTestId('find-bar');
    this.findInput = page.getByTestId('find-input');
    this.findStatus = page.getByTestId('find-status');
    this.findHits = page.getByTestId('find-hit');
    this.currentHit = page.locator('[data-testid="find-hit"][data-current="true"]');
    this.strip = page.getByRole('navigation', { name: 'Page overview' });
    this.stripPages = page.getByTestId('overview-page');
  }

  colourBy(by: 'type' | 'verdict'): Locator {
    return this.page.getByTestId(`legend-by-${by}`);
  }

  /** Opens the find bar with the keyboard (Ctrl+F) and searches; waits for the answer. */
  async find(query: string): Promise<void> {
    await this.page.getByTestId('pdf-scroll').focus();
    await this.page.keyboard.press('Control+f');
    await this.findInput.waitFor();
    await this.findInput.fill(query);
    await this.page.locator(`[data-testid="find-status"][data-status="done"]`).waitFor();
  }

  /**
   * 1-based index of the current hit (0 when none) and the number of hits, read after `find` has
   * waited for the answer: both are drawn in the same render as the `done` status.
   */
  async findPosition(): Promise<{ current: number; count: number }> {
    return {
      current: Number(await this.findStatus.getAttribute('data-current')),
      count: Number(await this.findStatus.getAttribute('data-count'))
    };
  }

  stripPage(n: number): Locator {
    return this.page.locator(`[data-testid="overview-page"][data-page="${n}"]`);
  }

  /** Pages of the strip with their claim counts, for pages that have any. */
  async stripCounts(): Promise<Map<number, number>> {
    const pairs = await this.stripPages.evaluateAll((els) =>
      els.map((el) => [Number(el.getAttribute('data-page')), Number(el.getAttribute('data-count'))] as const)
    );
    return new Map(pairs.filter(([, n]) => n > 0));
  }
}
