import { goodsTotals } from './goods-totals';

const row = (overrides: Partial<Parameters<typeof goodsTotals>[0][number]> = {}) => ({
  quantity: 1,
  weight: 1,
  length: 100,
  width: 100,
  height: 100,
  ...overrides,
});

describe('goodsTotals', () => {
  it('gives zeros for no rows', () => {
    expect(goodsTotals([])).toEqual({ pieces: 0, grossWeightKg: 0, volumeM3: 0 });
  });

  it('counts pieces as the sum of quantities', () => {
    expect(goodsTotals([row({ quantity: 25 }), row({ quantity: 4 })]).pieces).toBe(29);
  });

  it('sums weight per piece times quantity into the gross weight', () => {
    const totals = goodsTotals([row({ weight: 496, quantity: 25 }), row({ weight: 12.5, quantity: 4 })]);
    expect(totals.grossWeightKg).toBe(496 * 25 + 12.5 * 4);
  });

  it('turns L×W×H in cm times quantity into m³', () => {
    // A EUR pallet 120×80×150 cm is 1.44 m³; 25 of them 36 m³; plus 2 boxes of 50×40×30 cm (0.06 m³ each).
    const totals = goodsTotals([
      row({ length: 120, width: 80, height: 150, quantity: 25 }),
      row({ length: 50, width: 40, height: 30, quantity: 2 }),
    ]);
    expect(totals.volumeM3).toBeCloseTo(36.12, 10);
  });

  it('gives one row its own figures', () => {
    expect(goodsTotals([row({ weight: 20, quantity: 3, length: 10, width: 10, height: 10 })])).toEqual({
      pieces: 3,
      grossWeightKg: 60,
      volumeM3: 0.003,
    });
  });

  it('counts a number the row leaves out, or a half-typed one (NaN), as nothing', () => {
    const full = row({ weight: 10, quantity: 2 });
    expect(goodsTotals([full, row({ quantity: Number.NaN })])).toEqual(goodsTotals([full]));
    expect(goodsTotals([full, row({ weight: undefined, length: null })])).toEqual({
      pieces: 3,
      grossWeightKg: 20,
      volumeM3: 2, // the full row's two cubic metres; the row without a length adds none
    });
    expect(goodsTotals([row({ weight: Number.POSITIVE_INFINITY, quantity: 2 })]).grossWeightKg).toBe(0);
  });
});
