/**
 * Page object for the report view: the PDF viewer (pages, zoom, navigation) and the side panels.
 * A page counts as rendered when its container has `data-rendered="true"` (canvas painted at the
 * current zoom).
 */
import type { Locator, Page } from '@playwright/test';

export class ReportPage {
  readonly view: Locator;
  readonly viewer: Locator;
  readonly scroller: Locator;
  readonly pages: Locator;
  readonly pageInput: Locator;
  readonly pageCount: Locator;
  readonly zoomLevel: Locator;
  readonly structure: Locator;
  readonly facts: Locator;
  readonly sectionLinks: Locator;

  constructor(readonly page: Page) {
    this.view = page.getByTestId('report-view');
    this.viewer = page.getByTestId('pdf-viewer');
    this.scroller = page.getByTestId('pdf-scroll');
    this.pages = page.getByTestId('pdf-page');
    this.pageInput = page.getByTestId('page-input');
    this.pageCount = page.getByTestId('page-count');
    this.zoomLevel = page.getByTestId('zoom-level');
    this.structure = page.getByTestId('structure-panel');
    this.facts = page.getByTestId('report-facts');
    this.sectionLinks = page.getByTestId('section-link');
  }

  /** Waits for the viewer and at least one painted page. */
  async waitReady(timeout = 30_000): Promise<void> {
    await this.viewer.waitFor({ timeout });
    await this.renderedPages().first().waitFor({ timeout });
  }

  pageAt(n: number): Locator {
    return this.page.locator(`[data-testid="pdf-page"][data-page-number="${n}"]`);
  }

  /** Pages whose canvas is painted at the current zoom. */
  renderedPages(): Locator {
    return this.page.locator('[data-testid="pdf-page"][data-rendered="true"]');
  }

  async renderedPageNumbers(): Promise<number[]> {
    const values = await this.renderedPages().evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('data-page-number')))
    );
    return values.sort((a, b) => a - b);
  }

  async waitPageRendered(n: number, timeout = 30_000): Promise<void> {
    await this.page
      .locator(`[data-testid="pdf-page"][data-page-number="${n}"][data-rendered="true"]`)
      .waitFor({ timeout });
  }

  /** The page number shown in the "page N of M" field. */
  async currentPage(): Promise<number> {
    return Number(await this.pageInput.inputValue());
  }

  async totalPages(): Promise<number> {
    return Number(await this.pageCount.innerText());
  }

  /** Zoom as a number of percent, e.g. 125. */
  async zoomPercent(): Promise<number> {
    return Number.parseInt(await this.zoomLevel.innerText(), 10);
  }

  async zoomIn(): Promise<void> {
    await this.page.getByTestId('zoom-in').click();
  }

  async zoomOut(): Promise<void> {
    await this.page.getByTestId('zoom-out').click();
  }

  async fitWidth(): Promise<void> {
    await this.page.getByTestId('fit-width').click();
  }

  async fitPage(): Promise<void> {
    await this.page.getByTestId('fit-page').click();
  }

  /** Types a page number into the page field and waits for that page to be painted. */
  async jumpTo(n: number): Promise<void> {
    await this.pageInput.fill(String(n));
    await this.pageInput.press('Enter');
    await this.waitPageRendered(n);
  }

  async nextPage(): Promise<void> {
    await this.page.getByTestId('next-page').click();
  }

  async previousPage(): Promise<void> {
    await this.page.getByTestId('prev-page').click();
  }

  /** Clicks a section in the structure preview (jumps the viewer to its first page). */
  async openSection(title: string): Promise<void> {
    await this.sectionLinks.filter({ hasText: title }).first().click();
  }
}
