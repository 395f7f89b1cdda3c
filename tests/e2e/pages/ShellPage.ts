/**
 * Page object for the shell's feel: the theme on <html data-theme>, the report view's collapsible
 * side panels, the keyboard-shortcuts dialog and the command status line. Keys are pressed as on
 * Linux (Ctrl for the Mod key); waits follow attributes, never sleeps.
 */
import type { Locator, Page } from '@playwright/test';

export type Side = 'agents' | 'reasoning';

export class ShellPage {
  readonly html: Locator;
  readonly shortcutsDialog: Locator;
  readonly commandStatus: Locator;

  constructor(readonly page: Page) {
    this.html = page.locator('html');
    this.shortcutsDialog = page.getByTestId('shortcuts-dialog');
    this.commandStatus = page.getByTestId('command-status');
  }

  panel(side: Side): Locator {
    return this.page.getByTestId(`panel-${side}`);
  }

  toggle(side: Side): Locator {
    return this.page.getByTestId(`toggle-panel-${side}`);
  }

  /** Presses a shortcut with the focus on the page itself (not in a field). */
  async press(keys: string): Promise<void> {
    await this.page.locator('body').focus();
    await this.page.keyboard.press(keys);
  }

  async panelWidth(side: Side): Promise<number> {
    return (await this.panel(side).boundingBox())?.width ?? 0;
  }
}
