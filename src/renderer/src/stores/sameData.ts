/**
 * Structural equality of JSON-shaped data (what arrives over the wire: plain objects, arrays,
 * strings, numbers, booleans, null). A projection keeps its old object when an event brings the same
 * data again (a replayed claim, say), so memoised rows keep their props and skip rendering. Pure.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as readonly unknown[];
    return a.length === other.length && a.every((x, i) => sameData(x, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && sameData(ra[k], rb[k]));
}
