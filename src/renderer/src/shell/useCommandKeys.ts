/**
 * Delivers commands to the registry (stores/commands.ts) from both sources: the keyboard, through
 * one window-level handler that reads the shared shortcut list (web host and Electron alike), and
 * the Electron app menu (`app.command` events through the preload bridge). A key is taken (default
 * prevented) only when something here handles its command, so Ctrl+F stays the browser's until a
 * find bar registers `find`. Keys without Ctrl/Cmd are left to text fields and lists, and a modal
 * dialog keeps the keyboard while it is open.
 */
import { useEffect } from 'react';
import { commandForKey, isCommandId } from '../../../shared/commands';
import { on } from '../ipc/client';
import { runCommand } from '../stores/commands';

export const isMac = (): boolean => /Mac|iPhone|iPad/.test(navigator.userAgent);

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT');

export function useCommandKeys(): void {
  useEffect(() => {
    const mac = isMac();
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat) return;
      const command = commandForKey(e, mac);
      if (!command) return;
      const plain = !e.ctrlKey && !e.metaKey;
      if (plain && isEditable(e.target)) return;
      if (document.querySelector('dialog[open]')) return;
      if (runCommand(command.id)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    const off = on('app.command', ({ id }) => {
      if (isCommandId(id)) runCommand(id);
    });
    return () => {
      window.removeEventListener('keydown', onKey);
      off();
    };
  }, []);
}
