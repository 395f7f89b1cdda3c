export type { Figure, UnitResolver } from './figure';
export { parseNumber, type ParsedNumber, type NumberStyle } from './numbers';
export { readFigures, type ReadOptions } from './figures';
export { resolveUnitPhrase } from './units';
