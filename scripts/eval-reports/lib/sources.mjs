// Evaluation reports: a scope's tonnes split over its sources (stationary and mobile combustion, process and
// fugitive emissions; purchased electricity and heat) by fixed shares, rounded to 10 t with the rest on the
// last source so the sources always add up to the scope. No randomness: the same scope gives the same split.

const SCOPE1 = [
  ['Stationary combustion', 0.57],
  ['Mobile combustion (fleet)', 0.23],
  ['Process emissions', 0.12],
  ['Fugitive emissions (refrigerants)', null]
];
const SCOPE2 = [
  ['Purchased electricity', 0.86],
  ['Purchased heat and steam', null]
];

function split(total, parts) {
  let rest = total;
  return parts.map(([label, f]) => {
    const v = f == null ? rest : Math.round((total * f) / 10) * 10;
    rest -= v;
    return { label, value: v };
  });
}

export const scope1Sources = (t) => split(t, SCOPE1);
export const scope2Sources = (t) => split(t, SCOPE2);
