/**
 * How claim types and priorities look: the label the analyst reads and the CSS class that carries the
 * type's colour (the colours themselves live in claims.css, so there are no inline colours).
 */
import type { ClaimType, Priority } from '../../../../shared/domain/claim';

export const CLAIM_TYPES: readonly ClaimType[] = [
  'quantitative',
  'environmental',
  'strategic',
  'legal_governance',
  'geographic'
];
export const PRIORITIES: readonly Priority[] = ['high', 'medium', 'low'];

const TYPE_LABELS: Record<ClaimType, string> = {
  quantitative: 'Quantitative',
  environmental: 'Environmental',
  strategic: 'Strategic',
  legal_governance: 'Legal & governance',
  geographic: 'Geographic'
};

const PRIORITY_LABELS: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const typeLabel = (type: ClaimType): string => TYPE_LABELS[type];
export const priorityLabel = (priority: Priority): string => PRIORITY_LABELS[priority];

/** Class that sets `--claim-rgb` to the type's colour; highlights, badges and the popover read it. */
export const typeClass = (type: ClaimType): string => `claim-type-${type.replace('_', '-')}`;
export const priorityClass = (priority: Priority): string => `claim-priority-${priority}`;
