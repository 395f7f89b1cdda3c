/**
 * Details of one claim, opened from its highlight (or Enter on the active claim): type, priority,
 * page, the claim text, the preliminary IFRS paragraphs, the engine's reasoning and how the claim
 * was located. Drawn in the page overlay next to the claim, so it scrolls with the page. A
 * non-modal dialog: takes focus when it opens, closes on Escape, outside click or ×, and gives
 * focus back to the highlight.
 */
import { useEffect, useId, useRef } from 'react';
import type { Claim } from '../../../../shared/domain/claim';
import type { AnchorMethod } from '../../../../shared/domain/anchor';
import type { OverlaySize } from '../../components/overlay';
import { priorityClass, priorityLabel, typeClass, typeLabel } from './claimColors';
import { closePopover } from './claimsActions';
import { isAnchored, placePopover } from './claimsLogic';
import { useClaimSlots } from './claimSlots';

const METHOD_LABELS: Record<AnchorMethod, string> = {
  exact: 'exact match',
  fuzzy: 'close match',
  neighbour_page: 'found on a neighbouring page',
  source_context: 'matched through its surrounding passage',
  table_row: 'table row',
  unanchored: 'not located'
};

const highlightOf = (id: string): HTMLElement | null => document.querySelector(`[data-testid="claim-highlight"][data-claim-id="${CSS.escape(id)}"]`);

export function ClaimPopover({ claim, size }: { claim: Claim; size: OverlaySize }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const slots = useClaimSlots();
  const anchored = isAnchored(claim);
  const page = anchored ? claim.anchor.page : claim.sourcePage;

  useEffect(() => {
    const el = ref.current;
    el?.focus({ preventScroll: true });
    const close = (restoreFocus: boolean) => {
      closePopover();
      if (restoreFocus) highlightOf(claim.id)?.focus({ preventScroll: true });
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      close(el?.contains(document.activeElement) ?? false);
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      // Clicks inside, or on a highlight (which opens its own popover), are not "outside".
      if (!target || el?.contains(target) || target.closest('.claim-rect')) return;
      close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [claim.id]);

  const place = placePopover(claim, size);
  return (
    <div
      ref={ref}
      className={`claim-popover ${typeClass(claim.type)} claim-popover-${place.side}`}
      style={{ left: place.left, top: place.top, width: place.width }}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="claim-popover"
      data-claim-id={claim.id}
    >
      <header className="claim-popover-head">
        <h3 id={titleId} className="claim-popover-title">
          <span className="claim-type-badge" data-testid="claim-popover-type">
            {typeLabel(claim.type)}
          </span>
          <span className={`claim-priority ${priorityClass(claim.priority)}`} data-testid="claim-popover-priority">
            {priorityLabel(claim.priority)} priority
          </span>
        </h3>
        <span className="claim-popover-page" data-testid="claim-popover-page">
          Page {page}
        </span>
        <button type="button" className="icon-btn claim-popover-close" onClick={() => closePopover()} aria-label="Close claim details">
          ×
        </button>
      </header>
      <blockquote className="claim-popover-text" data-testid="claim-popover-text">
        {claim.text}
      </blockquote>
      {!anchored && (
        <p className="claim-unanchored" data-testid="claim-popover-unanchored">
          Not located on the page: the text was read from page {claim.sourcePage} but could not be matched on it.
        </p>
      )}
      <dl className="claim-popover-facts">
        <dt>IFRS</dt>
        <dd data-testid="claim-popover-ifrs">
          {claim.preliminaryIfrs.length ? (
            <ul className="ifrs-tags">
              {claim.preliminaryIfrs.map((id) => (
                <li key={id} className="ifrs-tag">
                  {id}
                </li>
              ))}
            </ul>
          ) : (
            <span className="muted">No paragraph proposed</span>
          )}
        </dd>
        <dt>Reasoning</dt>
        <dd data-testid="claim-popover-reasoning">{claim.reasoning || <span className="muted">None given</span>}</dd>
        {anchored && (
          <>
            <dt>Located</dt>
            <dd>
              {METHOD_LABELS[claim.anchor.method]}
              {claim.anchor.method !== 'exact' && ` (${Math.round(claim.anchor.score * 100)}%)`}
            </dd>
          </>
        )}
        <dt>Engine</dt>
        <dd>
          {claim.provenance.engine === 'offline' ? 'Offline' : `Model${claim.provenance.model ? ` (${claim.provenance.model})` : ''}`}
        </dd>
      </dl>
      {slots.details?.(claim.id)}
    </div>
  );
}
