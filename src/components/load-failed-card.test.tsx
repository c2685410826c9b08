import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';
import { LoadFailedCard } from './load-failed-card';

const notFound = { title: 'Tapılmadı', text: 'Belə sorğu yoxdur', backTo: '/inquiries', backLabel: 'Geri' };

const renderCard = (error: unknown, onRetry = vi.fn()) =>
  render(
    <MemoryRouter>
      <LoadFailedCard error={error} onRetry={onRetry} notFound={notFound} />
    </MemoryRouter>,
  );

describe('LoadFailedCard', () => {
  it('says a 404 is not found and leads back', () => {
    renderCard(new ApiError({ kind: 'http', status: 404, message: 'gone' }));
    expect(screen.getByText('Tapılmadı')).toBeInTheDocument();
    expect(screen.getByText('Belə sorğu yoxdur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/inquiries');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure with a retry', async () => {
    const onRetry = vi.fn();
    renderCard(new ApiError({ kind: 'http', status: 500, message: 'boom' }), onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent('Məlumatları yükləmək mümkün olmadı');
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Geri' })).toBeNull();
  });
});
