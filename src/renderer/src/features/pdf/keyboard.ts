/**
 * Keyboard shortcuts of the PDF viewer, as a pure mapping from a key event's fields to a command.
 * The viewer decides what a command does; this module only knows the keys.
 */

/** Find (Ctrl/Cmd+F) is not here: it is the app command `find`, registered by the viewer (useViewerKeys.ts). */
export type ViewerCommand =
  'prev-page' | 'next-page' | 'first-page' | 'last-page' | 'zoom-in' | 'zoom-out' | 'fit-width';

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** True when focus is in a text field, where Home/End belong to the field. */
  inTextField: boolean;
}

export function keyToCommand(e: KeyInput): ViewerCommand | null {
  if (e.altKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  if (mod) {
    switch (e.key) {
      case '+':
      case '=':
        return 'zoom-in';
      case '-':
      case '_':
        return 'zoom-out';
      case '0':
        return 'fit-width';
      default:
        return null;
    }
  }
  switch (e.key) {
    case 'PageUp':
      return 'prev-page';
    case 'PageDown':
      return 'next-page';
  }
  // Home and End move the caret in a text field; paging keys mean nothing there, so they stay ours.
  if (e.inTextField) return null;
  switch (e.key) {
    case 'Home':
      return 'first-page';
    case 'End':
      return 'last-page';
    default:
      return null;
  }
}
