import { createContext, useContext } from 'react';

// Whether the signed-in person's organisation is suspended now. The app layout reads the organisation
// once (GET /organization) and provides it here, so every screen can switch off up front the actions
// the server would refuse, and say why, without each feature asking again.

export type Suspension = {
  /** What the admin wrote; null when the server gave none. */
  reason: string | null;
  /** Last day of the suspension (yyyy-MM-dd, inclusive); null while it lasts until lifted. */
  until: string | null;
};

export const SuspensionContext = createContext<Suspension | null>(null);

/** The organisation's suspension now, or null when it may act (or the server does not say). */
export const useSuspension = () => useContext(SuspensionContext);
