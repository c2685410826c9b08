import { useMemo, useSyncExternalStore } from 'react';
import { getAccessToken, decodeSessionUser, getSessionVersion, subscribeSession } from './session';

export function useSessionUser() {
  const version = useSyncExternalStore(subscribeSession, getSessionVersion, getSessionVersion);
  const token = getAccessToken();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks a cookie change React cannot see
  return useMemo(() => decodeSessionUser(token), [token, version]);
}
