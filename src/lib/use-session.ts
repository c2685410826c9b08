import { useSyncExternalStore } from 'react';
import { getSessionUser, getSessionVersion, subscribeSession } from './session';

/** The signed-in user, re-read whenever the session changes; the same object while the token is. */
export function useSessionUser() {
  useSyncExternalStore(subscribeSession, getSessionVersion, getSessionVersion);
  return getSessionUser();
}
