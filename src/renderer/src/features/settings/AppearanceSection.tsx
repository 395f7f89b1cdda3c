/**
 * Settings › Appearance: the colour theme (follow the system, light or dark), remembered on this
 * computer; the View menu and Ctrl/Cmd+Shift+D change the same choice (stores/themeStore.ts).
 */
import { setThemeChoice, THEME_CHOICES, useTheme, useThemeChoice, type ThemeChoice } from '../../stores/themeStore';

const LABELS: Record<ThemeChoice, string> = { system: 'Follow the system', light: 'Light', dark: 'Dark' };

export function AppearanceSection() {
  const choice = useThemeChoice();
  const theme = useTheme();
  return (
    <section className="settings-section" aria-labelledby="appearance-heading" data-testid="appearance-section">
      <h2 id="appearance-heading">Appearance</h2>
      <fieldset className="settings-choices">
        <legend>Theme</legend>
        {THEME_CHOICES.map((c) => (
          <label key={c} className="settings-choice">
            <input
              type="radio"
              name="theme"
              value={c}
              checked={choice === c}
              onChange={() => setThemeChoice(c)}
              data-testid={`theme-${c}`}
            />
            {LABELS[c]}
            {c === 'system' && choice === 'system' ? <span className="muted"> (now {theme})</span> : null}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
