import { render, screen, within } from '@testing-library/react';
import { FilterBar, ListCard } from './list-card';

describe('ListCard', () => {
  it('is a section named by its shown h2, with its description and actions, then its rows', () => {
    render(
      <ListCard
        title="Balanslar"
        description="Hər daşıyıcının borcu"
        actions={<button type="button">CSV</button>}
      >
        <table aria-label="Sətirlər" />
      </ListCard>,
    );
    const section = screen.getByRole('region', { name: 'Balanslar' });
    const heading = within(section).getByRole('heading', { level: 2, name: 'Balanslar' });
    expect(heading).not.toHaveClass('sr-only');
    expect(within(section).getByText('Hər daşıyıcının borcu')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'CSV' })).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Sətirlər' })).toBeInTheDocument();
    expect(within(section).queryByRole('group')).toBeNull();
  });

  it('keeps a hidden title for screen readers only, and names its filter bar as a group', () => {
    render(
      <ListCard
        title="Promo kodlar"
        hideTitle
        description="görünməz"
        actions={<button type="button">Yeni</button>}
        filtersLabel="Filtrlər"
        filters={<input aria-label="Axtar" />}
      >
        <p>Sətirlər</p>
      </ListCard>,
    );
    const section = screen.getByRole('region', { name: 'Promo kodlar' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Promo kodlar' })).toHaveClass('sr-only');
    // A hidden title has no header: what would sit beside it is not drawn.
    expect(screen.queryByText('görünməz')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yeni' })).toBeNull();
    const bar = within(section).getByRole('group', { name: 'Filtrlər' });
    expect(within(bar).getByRole('textbox', { name: 'Axtar' })).toBeInTheDocument();
    expect(bar).toHaveClass('flex', 'flex-col', 'sm:flex-row');
  });

  it('lays its bar out as asked, and an unnamed bar is no group', () => {
    render(
      <FilterBar layout="grid gap-4">
        <input aria-label="Axtar" />
      </FilterBar>,
    );
    const bar = screen.getByRole('textbox', { name: 'Axtar' }).parentElement!;
    expect(bar).toHaveClass('grid', 'gap-4', 'border-b');
    expect(bar).not.toHaveClass('flex');
    expect(bar).not.toHaveAttribute('role');
  });
});
