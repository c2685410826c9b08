import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useBidColumns } from '@/features/bids/components/bid-list/bid-columns';
import { Mode as InquiryBidsMode } from '@/features/bids/components/inquiries-bids/inquiry-bids-cells';
import type { BidListItem, InquiryBidsRow } from '@/features/bids/schemas';
import { useLaneColumns } from '@/features/route-offers/components/lanes/lane-cells';
import type { Lane } from '@/features/route-offers/schemas';
import { i18n } from '@/lib/i18n';

// The transport mode column of the lists shows the icon and the word; the icon is hidden from screen
// readers, so the word is read once.

function expectIconAndWord(cell: ReactNode, word: string) {
  const { container, unmount } = render(<>{cell}</>);
  const icon = container.querySelector('svg');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  const shown = [...container.querySelectorAll('span')].filter(
    (span) => span.children.length === 0 && span.textContent === word && !span.classList.contains('sr-only'),
  );
  expect(shown).toHaveLength(1);
  // Read once: no second copy of the word for screen readers, no title repeating it.
  expect(container.textContent).toBe(word);
  expect(container.querySelector('[title]')).toBeNull();
  unmount();
}

describe('transport mode cells', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['enums', 'ui', 'bid-list', 'lanes', 'inquiries-bids']);
  });

  it("shows the icon and the word in the carrier's bid list", () => {
    const { result } = renderHook(() => useBidColumns('carrier', vi.fn()));
    const mode = result.current.find((column) => column.id === 'mode');
    expectIconAndWord(mode?.cell({ shipmentMode: 'SEA' } as BidListItem), 'Dəniz');
  });

  it('shows the icon and the word in the route lanes', () => {
    const { result } = renderHook(() => useLaneColumns());
    const mode = result.current.find((column) => column.id === 'mode');
    expectIconAndWord(mode?.cell({ mode: 'RAIL' } as Lane), 'Dəmir yolu');
  });

  it('shows the icon and the word on the inquiries-and-bids list', () => {
    expectIconAndWord(<InquiryBidsMode row={{ shipmentMode: 'AIR' } as InquiryBidsRow} />, 'Hava');
  });

  it('follows the language', async () => {
    await i18n.changeLanguage('en');
    try {
      expectIconAndWord(<InquiryBidsMode row={{ shipmentMode: 'ROAD' } as InquiryBidsRow} />, 'Road');
    } finally {
      await i18n.changeLanguage('az');
    }
  });
});
