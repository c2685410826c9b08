import { act, render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { OfflineBanner } from './offline-banner';

// The banner follows the browser's online/offline events; its live region is there all along.

const goOnline = (online: boolean) => {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('is an empty polite status while online, speaks when offline, and empties when back', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    goOnline(false);
    expect(region).toHaveTextContent('İnternet bağlantısı yoxdur.');

    goOnline(true);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows at once when the page opens offline, in the user’s language', async () => {
    vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(false);
    await i18n.changeLanguage('en');
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});
