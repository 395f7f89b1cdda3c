/**
 * Window-level keyboard shortcuts for the viewer while it is mounted (see keyboard.ts for keys), and
 * the app command `find` (Ctrl/Cmd+F through shell/useCommandKeys.ts, Edit › Find in the app menu),
 * which opens the find bar: one path for the key and the menu, so it acts once.
 */
import { useEffect } from 'react';
import { registerCommand } from '../../stores/commands';
import { keyToCommand, type ViewerCommand } from './keyboard';
import type { ViewerCommands } from './useViewerController';

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT');

export function useViewerKeys(commands: ViewerCommands): void {
  useEffect(() => {
    const run: Record<ViewerCommand, () => void> = {
      'prev-page': commands.prevPage,
      'next-page': commands.nextPage,
      'first-page': commands.firstPage,
      'last-page': commands.lastPage,
      'zoom-in': commands.zoomIn,
      'zoom-out': commands.zoomOut,
      'fit-width': commands.fitWidth
    };
    const onKey = (e: KeyboardEvent) => {
      // A modal dialog owns the keyboard while it is open.
      if (document.querySelector('dialog[open]')) return;
      const command = keyToCommand({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        inTextField: isTextField(e.target)
      });
      if (!command) return;
      e.preventDefault();
      run[command]();
    };
    window.addEventListener('keydown', onKey);
    const unregister = registerCommand('find', commands.find);
    return () => {
      window.removeEventListener('keydown', onKey);
      unregister();
    };
  }, [commands]);
}
