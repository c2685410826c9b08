import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { typingOnFakeClock } from '@tests/utils/typing-clock';
import { UrlSearchInput, type UrlSearchHandle } from './url-search-input';

// The list screens' search box: its text lives in the URL's `search` (the screens' own tests prove
// their params; this proves the box).

function Probe() {
  const [params, setParams] = useSearchParams();
  const box = useRef<UrlSearchHandle>(null);
  return (
    <>
      <UrlSearchInput
        label="Axtar"
        value={params.get('search') ?? ''}
        onCommit={(search) => setParams({ search, page: '1' }, { replace: true })}
        ref={box}
      />
      <button type="button" onClick={() => box.current?.clear()}>
        Filtrləri təmizlə
      </button>
    </>
  );
}

function renderBox(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, box: () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Axtar' }) };
}

describe('UrlSearchInput', () => {
  it('starts from the URL, shows typing at once, and writes the URL once typing pauses, in place', async () => {
    const user = typingOnFakeClock();
    const { router, box } = renderBox('/list?search=Bak%C4%B1&page=3');
    expect(box().value).toBe('Bakı');
    await user.clear(box());
    await user.type(box(), 'Gəncə');
    expect(box().value).toBe('Gəncə');
    expect(router.state.location.search).toBe('?search=Bak%C4%B1&page=3');
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Gəncə');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes the URL’s text when the URL changes from outside (Back, a link)', async () => {
    const { router, box } = renderBox('/list?search=Bak%C4%B1');
    await act(() => router.navigate('/list?search=Sumqay%C4%B1t'));
    expect(box().value).toBe('Sumqayıt');
  });

  it('empties on clear, and what was typed but not yet written never reaches the URL', async () => {
    const user = typingOnFakeClock();
    const { router, box } = renderBox('/list');
    await user.type(box(), 'Şəki');
    await user.click(screen.getByRole('button', { name: 'Filtrləri təmizlə' }));
    expect(box().value).toBe('');
    // The typing pause runs out: nothing was written.
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(router.state.location.search).toBe('');
  });
});
