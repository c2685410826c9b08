/** The numbers of a goods row the totals read; an answer may leave any of them out. */
type Measured = {
  quantity?: number | null;
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
};

/** A number the row does not give, or a form's half-typed one (NaN), counts as nothing. */
const n = (value: number | null | undefined) => (value && Number.isFinite(value) ? value : 0);

export function goodsTotals(rows: ReadonlyArray<Measured>) {
  return rows.reduce(
    (totals, row) => {
      const pieces = n(row.quantity);
      return {
        pieces: totals.pieces + pieces,
        grossWeightKg: totals.grossWeightKg + n(row.weight) * pieces,
        volumeM3: totals.volumeM3 + (n(row.length) * n(row.width) * n(row.height) * pieces) / 1_000_000,
      };
    },
    { pieces: 0, grossWeightKg: 0, volumeM3: 0 },
  );
}
