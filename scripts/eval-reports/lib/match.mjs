// Evaluation reports: the matching rule of the scorer — when a failed check counts as catching a planted
// error, and which inventory cells count as read. Strict on purpose: a fail must concern the planted values.
//
// A planted error is CAUGHT when the planted report's output has a check with result "fail" such that
//   - the error has values of role "planted": the check's values name at least two of them (both sides of
//     a conflict, a category sum and its total, two shares), or the one when there is one — each within
//     0.5 % (or 0.05 absolute), compared by magnitude (a change of "-11.3" matches a planted 11.3), in a
//     compatible unit (t CO2e with t CO2e, % with %; other units by number only) and, when the check's
//     value carries a page, on one of the error's pages;
//   - the error has no planted value (the GWP basis named in words): the check's name is the one that
//     tests that kind (gwp_basis), and any page it names is one of the error's pages.
// Every fail on a clean twin is a false fail. A fail on a planted twin that matches none of its planted
// errors is counted as an extra fail (most likely false too). A "missing" alarm is a metrics_checklist
// fail: every generated report prints Scopes 1, 2 and 3 and its targets.

const NO_VALUE_CHECKS = { gwp_ar4: ['gwp_basis'] };

const sameNumber = (a, b) => Math.abs(Math.abs(a) - Math.abs(b)) <= Math.max(0.005 * Math.abs(b), 0.05);

function unitsAgree(checkUnit = '', plantedUnit = '') {
  const kind = (u) => (u.includes('%') ? '%' : /^k?t ?CO2e$/i.test(u.replace('₂', '2')) ? 't' : 'other');
  const a = kind(checkUnit);
  const b = kind(plantedUnit);
  return a === 'other' || b === 'other' || a === b;
}

/** Whether one failed check concerns the planted error. */
export function checkCatches(check, error) {
  if (check.result !== 'fail') return false;
  const planted = error.values.filter((v) => v.role === 'planted');
  const onPage = (v) => v.page == null || error.pages.includes(v.page);
  if (planted.length === 0) {
    const names = NO_VALUE_CHECKS[error.kind] ?? [];
    return names.includes(check.checkName) && (check.values ?? []).every(onPage);
  }
  const values = (check.values ?? []).filter((v) => typeof v.value === 'number' && onPage(v));
  const named = planted.filter((p) => values.some((v) => unitsAgree(v.unit, p.unit) && sameNumber(v.value, p.value)));
  return named.length >= Math.min(2, planted.length);
}

/** Inventory cells (series, year, tonnes) that some figure read states, by year and tonnes within 0.5 %. */
export function cellsRead(inventory, figures) {
  return inventory.filter((cell) =>
    figures.some((f) => f.year === cell.year && typeof f.tonnes === 'number' && sameNumber(f.tonnes, cell.tonnes))
  ).length;
}

export const isMissingAlarm = (check) => check.checkName === 'metrics_checklist' && check.result === 'fail';
