import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, description, icon and action', () => {
    render(
      <EmptyState
        title="Təklif yoxdur"
        description="Hələ təklif gəlməyib"
        icon={<svg data-testid="icon" />}
        action={<button type="button">Yenilə</button>}
      />,
    );
    expect(screen.getByText('Təklif yoxdur')).toBeInTheDocument();
    expect(screen.getByText('Hələ təklif gəlməyib')).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yenilə' })).toBeInTheDocument();
  });

  it('works with a title alone and a default icon', () => {
    const { container } = render(<EmptyState title="Sorğu yoxdur" />);
    expect(screen.getByText('Sorğu yoxdur')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
