import { render, screen, within } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('is a plain white box without a title', () => {
    render(
      <Card className="p-5" data-testid="card">
        Mətn
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass('rounded-card', 'border', 'bg-white', 'shadow-card', 'p-5');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('is a section named by its h2 title, with its actions in the header', () => {
    render(
      <Card
        title="Təklif tarixçəsi"
        description="Ən köhnəsi əvvəl"
        actions={<button type="button">Yenilə</button>}
      >
        <p>Sətirlər</p>
      </Card>,
    );
    const section = screen.getByRole('region', { name: 'Təklif tarixçəsi' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Təklif tarixçəsi' })).toBeInTheDocument();
    expect(within(section).getByText('Ən köhnəsi əvvəl')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Yenilə' })).toBeInTheDocument();
    expect(within(section).getByText('Sətirlər')).toBeInTheDocument();
  });

  it('takes another heading level and element', () => {
    render(
      <ul>
        <Card as="li" title="Bakı → Tbilisi" headingLevel={3} />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Bakı → Tbilisi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
