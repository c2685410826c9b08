import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-error';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('is an alert with the load-failed title and the described error', () => {
    render(<ErrorState error={new ApiError({ kind: 'http', status: 500, message: 'boom' })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Məlumatları yükləmək mümkün olmadı');
    expect(alert).toHaveTextContent('Serverdə xəta baş verdi. Bir az sonra yenidən cəhd edin.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("prefers the server's own message", () => {
    render(
      <ErrorState
        error={new ApiError({ kind: 'http', status: 400, message: 'x', serverMessage: 'ID is required' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ID is required');
  });

  it('takes another title and retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState error={new Error('offline')} title="Təkliflər yüklənmədi" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Təkliflər yüklənmədi');
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
