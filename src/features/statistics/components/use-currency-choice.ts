import { useState } from 'react';

export function useCurrencyChoice(currencies: string[]) {
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked !== null && currencies.includes(picked) ? picked : (currencies[0] ?? null);
  return [current, setPicked] as const;
}
