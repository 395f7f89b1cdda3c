/** The report view's CSS class for a verdict (its colour; the word is always shown too). Pure. */
import type { VerdictValue } from '../../../../shared/domain/finding';

export const verdictCss = (v: VerdictValue | null): string =>
  `sot-verdict sot-verdict-${(v ?? 'none').replace('_', '-')}`;
