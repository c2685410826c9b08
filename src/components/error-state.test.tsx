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

  it("says what failed in the user's words, with the server's own only as a detail", () => {
    render(
      <ErrorState
        error={
          new ApiError({
            kind: 'http',
            status: 500,
            message: 'x',
            serverMessage: "No property 'newest' found for type 'Inquiry'",
          })
        }
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p.text-base')).toHaveTextContent('Məlumatları yükləmək mümkün olmadı');
    expect(alert).toHaveTextContent('Serverdə xəta baş verdi. Bir az sonra yenidən cəhd edin.');
    // The server's words are a detail: a smaller line after the sentence, labelled as the server's.
    const detail = screen.getByText("Serverin cavabı: No property 'newest' found for type 'Inquiry'");
    expect(detail).toHaveClass('text-xs');
  });

  it("keeps even a 400's message to the detail: a read's refusal is not written for the user", () => {
    render(
      <ErrorState
        error={new ApiError({ kind: 'http', status: 400, message: 'x', serverMessage: 'ID is required' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nəsə alınmadı. Yenidən cəhd edin.');
    expect(screen.getByText('Serverin cavabı: ID is required')).toHaveClass('text-xs');
  });

  it('takes another title and retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState error={new Error('offline')} title="Təkliflər yüklənmədi" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Təkliflər yüklənmədi');
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
