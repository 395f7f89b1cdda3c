export const SLB_PROGRESS_FAMILIES = [];
