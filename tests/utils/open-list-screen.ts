import { screen, waitFor } from '@testing-library/react';
import type { OrganizationType } from '@/config/enums';
import { recordRequests } from './record-requests';
import { renderApp } from './render-app';

// Where a list screen's route tests start: the screen opened with every request it makes recorded,
// its title shown and its first rows in.

/**
 * Opens `url` as `role`, recording requests from the first, and waits for the h1 `title` and for at
 * least one element with the test id `rowTestId`. Returns the rendered app and the requests.
 */
export async function openListScreen({
  url,
  role,
  title,
  rowTestId,
}: {
  url: string;
  role: OrganizationType;
  title: string;
  rowTestId: string;
}) {
  const requests = recordRequests();
  const view = renderApp({ url, role });
  await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(screen.getAllByTestId(rowTestId).length).toBeGreaterThan(0));
  return { ...view, requests };
}
