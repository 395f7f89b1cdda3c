export const GAS_MATRIX_FAMILIES = [];
