/**
 * The commands that mean the same on every screen: go to the library or Settings, choose the theme,
 * show the keyboard shortcuts. (Open… is the top bar's button; report commands are the report view's.)
 */
import { useEffect } from 'react';
import { registerCommands } from '../stores/commands';
import { cycleTheme, setThemeChoice } from '../stores/themeStore';
import { setShortcutsOpen, uiStore } from '../stores/uiStore';
import { showLibrary, showSettings } from '../stores/navigationStore';

export function useAppCommands(ready: boolean): void {
  useEffect(
    () =>
      registerCommands({
        themeSystem: () => setThemeChoice('system'),
        themeLight: () => setThemeChoice('light'),
        themeDark: () => setThemeChoice('dark'),
        themeNext: cycleTheme,
        shortcuts: () => setShortcutsOpen(!uiStore.getState().shortcutsOpen)
      }),
    []
  );
  useEffect(() => (ready ? registerCommands({ library: showLibrary, settings: showSettings }) : undefined), [ready]);
}
