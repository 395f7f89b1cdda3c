/**
 * Sub- and superscripts in layout: smaller glyphs set just below or above a line's baseline, right
 * after a base item ("CO" + "2" + "e", "m" + "3", "our" + "1"). They belong to their base row, so a
 * subscript never forms a line of its own and a footnote marker never lands between two lines; each
 * such fragment is marked 'sub' or 'sup' so page text can write it exactly (scriptText.ts).
 */

export type ScriptKind = 'sub' | 'sup';

/** A fragment in the local frame of its direction: u along the line, v down the page, in points. */
export interface Frag {
  idx: number;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  fs: number;
  chars: number;
  /** Figures the fragment prints ("1,740", "-3.2%"): tells a table row's cells from column text. */
  numbers?: number;
  script?: ScriptKind;
}

export interface Row {
  frags: Frag[];
  v0: number;
  v1: number;
  ref: Frag;
}

const BASELINE_SHARE = 0.78;
/** A script: at most this share of the base size... */
const SCRIPT_SIZE_RATIO = 0.8;
/** ...its baseline moved by at most this many base ems (and at least SCRIPT_MIN_SHIFT_EM)... */
const SCRIPT_SHIFT_EM = 0.6;
const SCRIPT_MIN_SHIFT_EM = 0.12;
/** ...and starting within this many base ems of a base item's end. */
const SCRIPT_GAP_EM = 0.5;
/** Rows looked back at (or ahead to) for a script's base. */
const NEAR_ROWS = 4;

/** Estimated baseline of a fragment: pdf.js boxes run from ascent to descent, about 78 % down. */
export function baselineOf(f: Frag): number {
  return f.v0 + BASELINE_SHARE * (f.v1 - f.v0);
}

/** A base item of `row` that `f` follows closely, set in a clearly larger size; null when none. */
function baseFor(row: Row, f: Frag): Frag | null {
  return (
    row.frags.find(
      (g) => g !== f && g.fs * SCRIPT_SIZE_RATIO >= f.fs && Math.abs(f.u0 - g.u1) <= SCRIPT_GAP_EM * g.fs
    ) ?? null
  );
}

/** Signed shift of f's baseline from the base's, in points: positive below (subscript), negative above. */
function shiftOf(f: Frag, base: Frag): number {
  return baselineOf(f) - baselineOf(base);
}

/** The recent row a subscript belongs to: lowered a little, right after one of its items. */
export function subscriptRow<R extends Row>(rows: R[], f: Frag): R | null {
  for (let k = rows.length - 1; k >= Math.max(0, rows.length - NEAR_ROWS); k--) {
    const row = rows[k]!;
    const drop = shiftOf(f, row.ref);
    if (f.fs > SCRIPT_SIZE_RATIO * row.ref.fs || drop <= 0 || drop > SCRIPT_SHIFT_EM * row.ref.fs) continue;
    if (baseFor(row, f)) return row;
  }
  return null;
}

/**
 * Superscripts sit above their base row's baseline, so rows sorted top-down meet them first, as a row
 * of their own: each such fragment moves into the row below it whose item it follows.
 */
export function mergeSuperscripts<R extends Row>(rows: R[]): R[] {
  const out: R[] = [];
  rows.forEach((row, i) => {
    const stay = row.frags.filter((f) => {
      for (let k = i + 1; k < Math.min(rows.length, i + 1 + NEAR_ROWS); k++) {
        const below = rows[k]!;
        const rise = -shiftOf(f, below.ref);
        if (rise <= 0 || rise > SCRIPT_SHIFT_EM * below.ref.fs || !baseFor(below, f)) continue;
        below.frags.push(f);
        below.v0 = Math.min(below.v0, f.v0);
        return false;
      }
      return true;
    });
    if (stay.length === 0) return;
    if (stay.length < row.frags.length) {
      row.frags = stay;
      row.ref = stay.reduce((a, b) => (b.chars > a.chars ? b : a));
    }
    out.push(row);
  });
  return out;
}

/** Marks the row's scripts: small fragments right after a base item, baseline clearly moved. */
export function markScripts(row: Row): void {
  for (const f of row.frags) {
    const base = baseFor(row, f);
    if (!base) continue;
    const shift = shiftOf(f, base);
    if (Math.abs(shift) < SCRIPT_MIN_SHIFT_EM * base.fs || Math.abs(shift) > SCRIPT_SHIFT_EM * base.fs) continue;
    f.script = shift > 0 ? 'sub' : 'sup';
  }
}
