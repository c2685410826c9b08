import { render, screen } from '@testing-library/react';
import { SkeletonBlock, SkeletonCards, SkeletonRows } from './skeleton-rows';

const inTable = (ui: React.ReactNode) =>
  render(
    <table>
      <tbody>{ui}</tbody>
    </table>,
  );

describe('SkeletonRows', () => {
  it('renders five hidden rows by default with one animated cell per column', () => {
    const { container } = inTable(<SkeletonRows columns={7} />);
    const rows = container.querySelectorAll('tbody > tr');
    expect(rows).toHaveLength(5);
    rows.forEach((row) => {
      expect(row).toHaveAttribute('aria-hidden', 'true');
      expect(row.querySelectorAll('td')).toHaveLength(7);
      expect(row.querySelectorAll('.animate-pulse')).toHaveLength(7);
    });
  });

  it('takes a row count', () => {
    const { container } = inTable(<SkeletonRows rows={2} columns={3} />);
    expect(container.querySelectorAll('tbody > tr')).toHaveLength(2);
  });
});

describe('SkeletonBlock', () => {
  it('is a hidden animated block with the given size', () => {
    const { container } = render(<SkeletonBlock className="h-8 w-40" />);
    expect(container.firstElementChild).toHaveClass('animate-pulse', 'h-8', 'w-40');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('SkeletonCards', () => {
  it('is one busy status over hidden cards, each a title bar and the bars asked for', () => {
    render(<SkeletonCards cards={2} bars={['h-4 w-full', 'h-4 w-2/3']} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    const cards = status.querySelectorAll(':scope > [aria-hidden="true"]');
    expect(cards).toHaveLength(2);
    cards.forEach((card) => {
      expect(card).toHaveClass('rounded-card', 'bg-white');
      expect(card.querySelectorAll('.animate-pulse')).toHaveLength(3);
    });
    expect(cards[0]?.lastElementChild).toHaveClass('h-4', 'w-2/3');
  });
});
