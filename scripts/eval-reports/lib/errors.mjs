// Evaluation reports: the kinds of error a planted twin carries. Each kind changes the printed statements
// of a report and returns what the manifest records: the values involved (tonnes CO2e or %) and the
// places it touches (resolved to pages once the report is laid out).
import { pctChange } from './model.mjs';

const t = (label, value, role = 'planted') => ({ label, value, unit: 't CO2e', role });
const pc = (label, value, role = 'planted') => ({ label, value, unit: '%', role });

const KINDS = {
  total_not_sum(co, st) {
    const y = co.latest;
    const stated = st.table.total[y] + Math.round(st.table.total[y] * 0.06);
    st.table.total[y] = stated;
    return {
      text: `total for ${y} is 6 % above Scope 1 + Scope 2 (market) + Scope 3`,
      values: [t(`total ${y}`, stated), t(`Scope 1 ${y}`, co.s1[y], 'input'), t(`Scope 3 ${y}`, co.s3[y], 'input')],
      at: ['ghgTable']
    };
  },
  yoy_contradicted(co, st) {
    const real = st.yoy.pct;
    st.yoy.pct = Math.round((real - 7.5) * 10) / 10;
    return {
      text: `Scope 1 change ${st.yoy.from}→${st.yoy.to} stated as ${st.yoy.pct} %, the table gives ${real} %`,
      values: [pc('stated change', Math.abs(st.yoy.pct)), t(`Scope 1 ${st.yoy.to}`, co.s1[st.yoy.to], 'input')],
      at: ['yoy', 'ghgTable']
    };
  },
  base_year_conflict(co, st) {
    const stated = Math.round((co.s1[co.baseYear] * 1.12) / 10) * 10;
    st.baseStated.value = stated;
    return {
      text: `Scope 1 base year ${co.baseYear} stated as ${stated} in the targets, ${co.s1[co.baseYear]} in the table`,
      values: [t(`Scope 1 ${co.baseYear} (prose)`, stated), t(`Scope 1 ${co.baseYear} (table)`, co.s1[co.baseYear])],
      at: ['targets', 'ghgTable']
    };
  },
  interim_loosening(co, st) {
    const [interim, final] = st.targets;
    interim.pct = final.pct + 8;
    return {
      text: `interim target ${interim.pct} % by ${interim.year} is stricter than ${final.pct} % by ${final.year}`,
      values: [pc(`target ${interim.year}`, interim.pct), pc(`target ${final.year}`, final.pct)],
      at: ['targets']
    };
  },
  scope3_categories_exceed(co, st) {
    const c = st.categories[0];
    c.value = c.value + Math.round(co.s3[co.latest] * 0.25);
    const sum = st.categories.reduce((s, x) => s + x.value, 0);
    return {
      text: `Scope 3 categories sum to ${sum}, above the Scope 3 total ${st.s3Total}`,
      values: [t(`category ${c.n}`, c.value), t('Scope 3 total', st.s3Total), t('sum of categories', sum)],
      at: ['categories']
    };
  },
  shares_over_100(co, st) {
    st.shares[0].pct += 12;
    return {
      text: `energy shares sum to 112 %`,
      values: st.shares.map((s) => pc(s.label, s.pct)),
      at: ['shares']
    };
  },
  gwp_ar4(co, st) {
    st.gwp = 'AR4';
    return { text: 'GWP-100 values from the IPCC Fourth Assessment Report (AR4)', values: [], at: ['methodology'] };
  },
  restated_value(co, st) {
    const stated = Math.round((co.s1[co.latest] * 0.91) / 10) * 10;
    st.kpi.s1 = stated;
    st.proseS1 = stated;
    return {
      text: `Scope 1 ${co.latest} printed as ${stated} outside the table, ${co.s1[co.latest]} in it`,
      values: [t(`Scope 1 ${co.latest} (restated)`, stated), t(`Scope 1 ${co.latest} (table)`, co.s1[co.latest])],
      at: ['kpi', 'proseS1', 'annex', 'ghgTable']
    };
  },
  intensity_mismatch(co, st) {
    const real = st.intensity.value;
    st.intensity.value = Math.round(real * 1.3 * 10) / 10;
    return {
      text: `intensity stated ${st.intensity.value} t/EUR m, Scope 1+2 over revenue gives ${real}`,
      values: [
        { label: 'stated intensity', value: st.intensity.value, unit: 't CO2e/EUR million', role: 'planted' },
        { label: 'revenue', value: co.revenue, unit: 'EUR million', role: 'input' }
      ],
      at: ['intensity']
    };
  },
  wrong_unit(co, st) {
    const y = co.latest - 1;
    st.table.s2m[y] = co.s2m[y] * 1000;
    return {
      text: `Scope 2 (market) ${y} printed in kg in a table of tonnes (1000× too large)`,
      values: [
        t(`Scope 2 market ${y} as read`, co.s2m[y] * 1000),
        t(`Scope 2 market ${y} intended`, co.s2m[y], 'input')
      ],
      at: ['ghgTable']
    };
  },
  target_wrong_scope(co, st) {
    const s12 = st.targets[1];
    st.s3TargetRestated = s12.pct;
    return {
      text: `Scope 3 target stated as ${s12.pct} % in prose (that is the Scope 1 and 2 target), ${st.targets[2].pct} % in the table`,
      values: [pc('Scope 3 target (prose)', s12.pct), pc('Scope 3 target (table)', st.targets[2].pct)],
      at: ['targets']
    };
  },
  progress_contradicted(co, st) {
    const real = st.progress.pct;
    st.progress.pct = Math.round((real - 12) * 10) / 10;
    const b = co.baseYear;
    const l = co.latest;
    return {
      text: `Scope 1+2 fall since ${b} stated ${st.progress.pct} %, the figures give ${real} %`,
      values: [
        pc('stated progress', Math.abs(st.progress.pct)),
        t(`Scope 1+2 ${l}`, co.s1[l] + co.s2m[l], 'input'),
        pc('recomputed', Math.abs(pctChange(co.s1[b] + co.s2m[b], co.s1[l] + co.s2m[l])), 'input')
      ],
      at: ['progress']
    };
  }
};

export const ERROR_KINDS = Object.keys(KINDS);

/** Plants the named errors into the statements; returns their manifest entries (places not yet pages). */
export function plant(kinds, co, st) {
  return kinds.map((kind) => ({ kind, ...KINDS[kind](co, st) }));
}
