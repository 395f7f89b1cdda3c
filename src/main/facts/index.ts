export type { Figure, UnitResolver } from './figure';
export { parseNumber, type ParsedNumber, type NumberStyle } from './numbers';
export { readFigures, type ReadOptions } from './figures';
export { resolveUnitPhrase } from './units';
export { parsePeriod, yearsIn, targetYearsIn, baseYearsIn, type Period } from './dates';
export { quantitiesIn, type Quantities } from './quantities';
export {
  parseTableRows,
  parseTableRow,
  parseYearHeader,
  parseSideBySideHeaders,
  yearHeaderNote,
  tableCellValues,
  type TableRow,
  type LineRow
} from './tables';
