import { screen, waitFor } from '@testing-library/react';

/**
 * A screen's h1 once the screen itself is there. The heading painted while its code comes has the
 * same name, so a test that stopped at it could end with the screen still arriving.
 */
export async function findScreenHeading(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(screen.queryByTestId('loading-heading')).toBeNull());
  return heading;
}
