/**
 * Slots the workspace fills to add to a claim without the claims feature knowing who fills them
 * (features do not import each other): a badge on the claim's row, keyed by claim
 * id. The value must be stable (memoized) so rows do not re-render for nothing.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface ClaimSlots {
  /** Shown with the type and priority badges on the claim's row (e.g. its verdict). */
  badge?: (claimId: string) => ReactNode;
}

const NO_SLOTS: ClaimSlots = {};
const ClaimSlotsContext = createContext<ClaimSlots>(NO_SLOTS);

export const ClaimSlotsProvider = ClaimSlotsContext.Provider;
export const useClaimSlots = (): ClaimSlots => useContext(ClaimSlotsContext);
