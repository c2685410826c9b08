import type { GoodsRow } from './schemas';

/** What a carrier prices a load by: pieces, gross weight (kg) and volume (m³) over all goods rows. */
export function goodsTotals(
  rows: ReadonlyArray<Pick<GoodsRow, 'quantity' | 'weight' | 'length' | 'width' | 'height'>>,
) {
  return rows.reduce(
    (totals, row) => ({
      pieces: totals.pieces + row.quantity,
      grossWeightKg: totals.grossWeightKg + row.weight * row.quantity,
      volumeM3: totals.volumeM3 + (row.length * row.width * row.height * row.quantity) / 1_000_000,
    }),
    { pieces: 0, grossWeightKg: 0, volumeM3: 0 },
  );
}
