/** Window-level claim navigation while a report is open (see claimKeys.ts for the keys). */
import { useEffect } from 'react';
import type { ReportId } from '../../../../shared/domain/report';
import { showActiveClaim, stepActiveClaim } from './claimsActions';
import { claimKeyCommand } from './claimKeys';

const isTextField = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement &&
  (t.isContentEditable || t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT');

const isControl = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement &&
  (t.tagName === 'BUTTON' ||
    t.tagName === 'A' ||
    t.tagName === 'SUMMARY' ||
    t.getAttribute('role') === 'button' ||
    t.getAttribute('role') === 'tab');

export function useClaimKeys(reportId: ReportId): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      // A modal dialog owns the keyboard while it is open.
      if (document.querySelector('dialog[open]')) return;
      const command = claimKeyCommand({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        shiftKey: e.shiftKey,
        inTextField: isTextField(e.target),
        onControl: isControl(e.target)
      });
      if (!command || (command === 'open' && e.repeat)) return;
      e.preventDefault();
      if (command === 'open') showActiveClaim(reportId);
      else stepActiveClaim(reportId, command === 'next' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [reportId]);
}
