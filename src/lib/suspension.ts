import { createContext, useContext } from 'react';

export type Suspension = {
  reason: string | null;
  until: string | null;
};

export const SuspensionContext = createContext<Suspension | null>(null);

/** The organisation's suspension now, or null when it may act (or the server does not say). */
export const useSuspension = () => useContext(SuspensionContext);
