import { useState } from 'react';

/**
 * The currency a money chart shows: the reader's pick while the answer still has it, otherwise
 * the first one offered (the caller orders them, busiest first). Null when there is no money at all.
 */
export function useCurrencyChoice(currencies: string[]) {
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked !== null && currencies.includes(picked) ? picked : (currencies[0] ?? null);
  return [current, setPicked] as const;
}
