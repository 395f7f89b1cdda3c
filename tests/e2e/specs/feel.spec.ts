/**
 * The analyst workspace's feel (issue 13, item 6) through the web host: the theme chosen from the
 * keyboard and remembered across a reload, side panels collapsed to a labelled rail by button and
 * shortcut and remembered, the keyboard-shortcuts dialog, and a command that cannot run saying why.
 */
import { test, expect } from '../fixtures';
import { seriousViolations } from '../pages/axe';
import { LibraryPage } from '../pages/LibraryPage';
import { openSample } from '../pages/sample';
import { SettingsPage } from '../pages/SettingsPage';
import { ShellPage } from '../pages/ShellPage';

test('the theme cycles from the keyboard, is remembered across a reload and shows in Settings', async ({ appPage }) => {
  await appPage.emulateMedia({ colorScheme: 'light' });
  const shell = new ShellPage(appPage);
  await expect(shell.html).toHaveAttribute('data-theme', 'light');
  // system (light here) → light → dark
  await shell.press('Control+Shift+D');
  await shell.press('Control+Shift+D');
  await expect(shell.html).toHaveAttribute('data-theme', 'dark');
  const background = await appPage.evaluate('getComputedStyle(document.body).backgroundColor');

  await appPage.reload();
  await new LibraryPage(appPage).waitReady();
  await expect(shell.html).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => appPage.evaluate('getComputedStyle(document.body).backgroundColor')).toBe(background);
  await new SettingsPage(appPage).open();
  await expect(appPage.getByTestId('theme-dark')).toBeChecked();

  // Back to following the system, which the page now says is dark.
  await appPage.getByTestId('theme-system').check();
  await appPage.emulateMedia({ colorScheme: 'dark' });
  await expect(shell.html).toHaveAttribute('data-theme', 'dark');
  await appPage.emulateMedia({ colorScheme: 'light' });
  await expect(shell.html).toHaveAttribute('data-theme', 'light');
});

test('side panels collapse to a labelled rail by button and shortcut, and stay collapsed after a reload', async ({
  appPage
}) => {
  await openSample(appPage);
  const shell = new ShellPage(appPage);
  await expect(shell.toggle('reasoning')).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => shell.panelWidth('reasoning')).toBeGreaterThan(0);
  const reasoningWidth = await shell.panelWidth('reasoning');

  await shell.toggle('reasoning').click();
  await expect(shell.panel('reasoning')).toHaveAttribute('data-collapsed', 'true');
  await expect(shell.toggle('reasoning')).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.toggle('reasoning')).toHaveAccessibleName('Show the Reasoning panel');
  await expect(appPage.getByRole('complementary', { name: /Reasoning/ })).toBeVisible();
  await expect.poll(() => shell.panelWidth('reasoning')).toBeLessThan(reasoningWidth / 4);

  await shell.press('Control+Shift+Digit1');
  await expect(shell.panel('agents')).toHaveAttribute('data-collapsed', 'true');
  await expect(appPage.getByRole('region', { name: /Agent dashboard/ })).toBeVisible();
  await expect(appPage.getByTestId('agent-dashboard')).toBeHidden();

  // The claims list is in the collapsed panel: open the report from the library, not through openSample.
  await appPage.reload();
  const library = new LibraryPage(appPage);
  await library.waitReady();
  await library.openReport(await library.rows.first().getByTestId('report-title').innerText());
  await expect(shell.panel('agents')).toHaveAttribute('data-collapsed', 'true');
  await expect(shell.panel('reasoning')).toHaveAttribute('data-collapsed', 'true');
  await expect
    .poll(() => seriousViolations(appPage), { message: 'rails: serious or critical axe violations', timeout: 120_000 })
    .toEqual([]);

  await shell.press('Control+Shift+Digit2');
  await shell.toggle('agents').click();
  await expect(shell.panel('reasoning')).toHaveAttribute('data-collapsed', 'false');
  await expect(shell.panel('agents')).toHaveAttribute('data-collapsed', 'false');
  await expect(appPage.getByTestId('agent-dashboard')).toBeVisible();
  await expect.poll(() => shell.panelWidth('reasoning')).toBe(reasoningWidth);
});

test('"?" lists the shortcuts, and a command that cannot run says why', async ({ appPage }) => {
  const shell = new ShellPage(appPage);
  await shell.press('?');
  await expect(shell.shortcutsDialog).toBeVisible();
  await expect(shell.shortcutsDialog.locator('[data-command="analyze"]')).toContainText('Ctrl+Enter');
  await expect(shell.shortcutsDialog.locator('[data-command="nextClaim"]')).toContainText('Alt+Down');
  await expect(shell.shortcutsDialog.locator('[data-command="nextClaim"]')).toContainText('J');
  await appPage.keyboard.press('Escape');
  await expect(shell.shortcutsDialog).toHaveCount(0);

  await openSample(appPage);
  await shell.press('Control+.');
  await expect(shell.commandStatus).toHaveText('Nothing is running.');
});
