import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

/** Opens the app at `url` as `role`, every request it makes recorded from the first. */
export function openRecorded(url: string, role: NonNullable<Parameters<typeof renderApp>[0]>['role']) {
  const requests = recordRequests();
  return { ...renderApp({ url, role }), requests };
}
