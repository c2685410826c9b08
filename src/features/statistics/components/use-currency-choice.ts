import { useState } from 'react';
import type { Currency } from '@/config/enums';

/**
 * The currency a money chart shows: the reader's pick while the answer still has it, otherwise
 * the first one offered (the caller orders them, busiest first). Null when there is no money at all.
 */
export function useCurrencyChoice(currencies: Currency[]) {
  const [picked, setPicked] = useState<Currency | null>(null);
  const current = picked !== null && currencies.includes(picked) ? picked : (currencies[0] ?? null);
  return [current, setPicked] as const;
}
