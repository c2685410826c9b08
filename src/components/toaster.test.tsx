import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { loadToastLibrary, notify } from '@/lib/toast';
import { AppToaster } from './toaster';

describe('AppToaster', () => {
  beforeEach(() => {
    // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing until the first toast, then shows it at the top centre in the card look', async () => {
    const { container } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();
    notify.success('Id kopyalandı');
    const message = await screen.findByText('Id kopyalandı');
    expect(message.closest('[role="status"]')).not.toBeNull();
    const card = message.closest<HTMLElement>('[style*="border-radius"]');
    expect(card?.style.borderRadius).toBe('0.75rem');
    const row = message.closest<HTMLElement>('[style*="justify-content"]');
    expect(row?.style.top).toBe('0px');
    expect(row?.style.justifyContent).toBe('center');
  });

  it('removes a success toast after 3 seconds', async () => {
    await loadToastLibrary();
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      notify.success('Saxlanıldı');
    });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Saxlanıldı')).toBeInTheDocument();
    // Dismissed at 3000 ms, then taken out once its exit animation is over.
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('Saxlanıldı')).toBeNull();
  });
});
