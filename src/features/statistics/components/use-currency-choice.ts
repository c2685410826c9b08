import { useState } from 'react';

export type CurrencyChoice = {
  options: string[];
  value: string | null;
  onChange: (currency: string) => void;
};

/** The rows' currencies, most used first by `weight`, the one picked (the first until then) and its sum. */
export function useCurrencyChoice<Row extends { currency: string }>(
  rows: Row[],
  weight: (row: Row) => number,
) {
  const sums = new Map<string, number>();
  rows.forEach((row) => sums.set(row.currency, (sums.get(row.currency) ?? 0) + weight(row)));
  const options = [...sums].sort((a, b) => b[1] - a[1]).map(([currency]) => currency);
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked !== null && options.includes(picked) ? picked : (options[0] ?? null);
  const choice: CurrencyChoice = { options, value, onChange: setPicked };
  return { choice, currency: value, total: value === null ? 0 : (sums.get(value) ?? 0) };
}
