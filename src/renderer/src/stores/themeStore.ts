/**
 * The colour theme: the analyst's choice (system, light or dark, remembered in localStorage) and the
 * theme in force, written to <html data-theme> where the CSS variables of styles/base.css switch.
 * "system" follows prefers-color-scheme live.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const THEME_KEY = 'sibyl.theme';

export interface ThemeState {
  choice: ThemeChoice;
  /** What prefers-color-scheme says now. */
  systemDark: boolean;
}

export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): Theme =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

/** The choice after `choice` in the cycle system → light → dark → system. */
export const nextThemeChoice = (choice: ThemeChoice): ThemeChoice =>
  THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length] ?? 'system';

/** A stored value read back, anything unknown read as "system". */
export const parseThemeChoice = (value: string | null): ThemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system';

const themeStore = createStore<ThemeState>(() => ({ choice: 'system', systemDark: false }));

export const useThemeChoice = (): ThemeChoice => useStore(themeStore, (s) => s.choice);
export const useTheme = (): Theme => useStore(themeStore, (s) => resolveTheme(s.choice, s.systemDark));

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function setThemeChoice(choice: ThemeChoice): void {
  themeStore.setState({ choice });
  storage()?.setItem(THEME_KEY, choice);
}

export const cycleTheme = (): void => setThemeChoice(nextThemeChoice(themeStore.getState().choice));

/**
 * Reads the remembered choice, follows the system setting, and keeps <html data-theme> in step.
 * Called once before the first render, so the first frame already has the right colours.
 */
export function initTheme(root: HTMLElement = document.documentElement): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  themeStore.setState({ choice: parseThemeChoice(storage()?.getItem(THEME_KEY) ?? null), systemDark: query.matches });
  const apply = (s: ThemeState) => {
    const theme = resolveTheme(s.choice, s.systemDark);
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  };
  apply(themeStore.getState());
  const onChange = (e: MediaQueryListEvent) => themeStore.setState({ systemDark: e.matches });
  query.addEventListener('change', onChange);
  const unsubscribe = themeStore.subscribe(apply);
  return () => {
    query.removeEventListener('change', onChange);
    unsubscribe();
  };
}
