export const HKEX_KPI_FAMILIES = [];
