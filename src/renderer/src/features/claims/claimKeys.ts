/**
 * Keyboard moves between claims, as a pure mapping from a key event's fields to a command:
 * J / Alt+↓ next claim, K / Alt+↑ previous claim, Enter brings the active claim into view again.
 * Letters and Enter belong to text fields and focused controls; Alt+arrows work everywhere.
 */

export type ClaimKeyCommand = 'next' | 'prev' | 'open';

export interface ClaimKeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** Focus is in an input, textarea, select or editable element. */
  inTextField: boolean;
  /** Focus is on a control that Enter already activates (button, link, highlight, tab…). */
  onControl: boolean;
}

export function claimKeyCommand(e: ClaimKeyInput): ClaimKeyCommand | null {
  if (e.ctrlKey || e.metaKey) return null;
  if (e.altKey) {
    if (e.shiftKey) return null;
    if (e.key === 'ArrowDown') return 'next';
    if (e.key === 'ArrowUp') return 'prev';
    return null;
  }
  if (e.inTextField) return null;
  if (!e.shiftKey && (e.key === 'j' || e.key === 'J')) return 'next';
  if (!e.shiftKey && (e.key === 'k' || e.key === 'K')) return 'prev';
  if (e.key === 'Enter' && !e.shiftKey && !e.onControl) return 'open';
  return null;
}
