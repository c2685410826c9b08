/** The numbers of a goods row the totals read; an answer may leave any of them out. */
type Measured = {
  quantity?: number | null;
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
};

/** A number the row does not give counts as nothing. */
export function goodsTotals(rows: ReadonlyArray<Measured>) {
  return rows.reduce(
    (totals, { quantity, weight, length, width, height }) => {
      const pieces = quantity ?? 0;
      return {
        pieces: totals.pieces + pieces,
        grossWeightKg: totals.grossWeightKg + (weight ?? 0) * pieces,
        volumeM3: totals.volumeM3 + ((length ?? 0) * (width ?? 0) * (height ?? 0) * pieces) / 1_000_000,
      };
    },
    { pieces: 0, grossWeightKg: 0, volumeM3: 0 },
  );
}
