import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onPhone } from '@tests/utils/window-width';
import { Pagination, getPageItems } from './pagination';

describe('getPageItems', () => {
  it('lists every page when there are few', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts gaps around the current page when there are many', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('on a phone, keeps the current page alone between the gaps, or the pages up to the end it is near', () => {
    expect(getPageItems(4, 5, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(3, 6, 0)).toEqual([1, 2, 3, 'gap-end', 6]);
    expect(getPageItems(4, 6, 0)).toEqual([1, 'gap-start', 4, 5, 6]);
    expect(getPageItems(4, 20, 0)).toEqual([1, 'gap-start', 4, 'gap-end', 20]);
    expect(getPageItems(17, 20, 0)).toEqual([1, 'gap-start', 17, 'gap-end', 20]);
    expect(getPageItems(18, 20, 0)).toEqual([1, 'gap-start', 18, 19, 20]);
  });

  it.each([
    [1, 7],
    [0, 5],
  ])(
    'with %i neighbours, never hides a single page behind a gap and shows at most %i items',
    (neighbours, most) => {
      for (let pageCount = 1; pageCount <= 30; pageCount += 1) {
        for (let page = 1; page <= pageCount; page += 1) {
          const items = getPageItems(page, pageCount, neighbours);
          const numbers = items.filter((item): item is number => typeof item === 'number');
          expect(numbers).toContain(page);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(pageCount);
          items.forEach((item, index) => {
            if (typeof item === 'number') return;
            const before = items[index - 1] as number;
            const after = items[index + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          });
          expect(items.length).toBeLessThanOrEqual(most);
          if (pageCount > most) expect(items).toHaveLength(most);
        }
      }
    },
  );
});

describe('Pagination', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone, shows the current page without its neighbours, so the row fits 360px', () => {
    onPhone();
    render(<Pagination page={10} pageSize={10} total={200} onPageChange={vi.fn()} />);
    const pages = screen.getAllByRole('button', { name: /^Səhifə \d+$/ });
    expect(pages.map((button) => button.textContent)).toEqual(['1', '10', '20']);
  });

  it('is a named navigation with a summary and the current page marked', () => {
    render(<Pagination page={2} pageSize={10} total={35} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Səhifələr' });
    expect(nav).toHaveTextContent('35 nəticədən 11–20');
    expect(screen.getByRole('button', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Səhifə 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('button', { name: /^Səhifə \d+$/ })).toHaveLength(4);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageSize={10} total={35} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Əvvəlki səhifə' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Növbəti səhifə' })).toBeEnabled();
    rerender(<Pagination page={4} pageSize={10} total={35} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Əvvəlki səhifə' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Növbəti səhifə' })).toBeDisabled();
    expect(screen.getByRole('navigation')).toHaveTextContent('35 nəticədən 31–35');
  });

  it('asks for the previous, next and a chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageSize={10} total={100} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Əvvəlki səhifə' }));
    await userEvent.click(screen.getByRole('button', { name: 'Növbəti səhifə' }));
    await userEvent.click(screen.getByRole('button', { name: 'Səhifə 10' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [10]]);
  });

  it('shows an ellipsis for many pages', () => {
    const { container } = render(<Pagination page={10} pageSize={10} total={200} onPageChange={vi.fn()} />);
    expect(container.querySelectorAll('[data-slot="pagination-gap"]')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Səhifə 5' })).toBeNull();
  });

  it('on a single page shows the summary without buttons', () => {
    render(<Pagination page={1} pageSize={10} total={7} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('7 nəticədən 1–7');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing for an empty list, which shows its empty state instead', () => {
    const { container } = render(<Pagination page={1} pageSize={10} total={0} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
