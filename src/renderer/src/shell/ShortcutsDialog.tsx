/**
 * "Keyboard shortcuts" (?, Help › Keyboard shortcuts): every command of the shared list with its
 * keys as this platform writes them, grouped by the menu that holds it.
 */
import { COMMANDS, keysLabel, MENU_ORDER } from '../../../shared/commands';
import { Dialog } from '../components/Dialog';
import { setShortcutsOpen, useShortcutsOpen } from '../stores/uiStore';
import { isMac } from './useCommandKeys';

export function ShortcutsDialog() {
  const open = useShortcutsOpen();
  if (!open) return null;
  const mac = isMac();
  const close = () => setShortcutsOpen(false);
  return (
    <Dialog title="Keyboard shortcuts" onCancel={close} testId="shortcuts-dialog">
      <div className="shortcuts">
        {MENU_ORDER.map((menu) => {
          const listed = COMMANDS.filter((c) => c.menu === menu && c.keys);
          if (listed.length === 0) return null;
          return (
            <section key={menu} className="shortcuts-group" aria-labelledby={`shortcuts-${menu}`}>
              <h3 id={`shortcuts-${menu}`} className="shortcuts-title">
                {menu}
              </h3>
              <dl className="shortcuts-list">
                {listed.map((c) => (
                  <div key={c.id} data-testid="shortcut" data-command={c.id}>
                    <dt>{c.label}</dt>
                    <dd>
                      {[c.keys!, ...(c.alsoKeys ?? [])].map((k) => (
                        <kbd key={k}>{keysLabel(k, mac)}</kbd>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={close} autoFocus data-testid="shortcuts-close">
          Close
        </button>
      </div>
    </Dialog>
  );
}
