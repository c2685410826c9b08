import { render, screen } from '@testing-library/react';
import { FullScreenSpinner } from './full-screen-spinner';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "loading" in the current language by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Yüklənir…' })).toBeInTheDocument();
  });

  it('takes its own label and classes', () => {
    render(<Spinner label="Saving" className="size-9" />);
    const status = screen.getByRole('status', { name: 'Saving' });
    expect(status.querySelector('svg')).toHaveClass('size-9', 'animate-spin');
  });
});

describe('FullScreenSpinner', () => {
  it('covers the viewport and centres a spinner', () => {
    const { container } = render(<FullScreenSpinner />);
    expect(container.firstElementChild).toHaveClass('fixed', 'inset-0', 'items-center', 'justify-center');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('over a page being left, dims it and lets clicks through', () => {
    const { container } = render(<FullScreenSpinner over />);
    expect(container.firstElementChild).toHaveClass(
      'fixed',
      'inset-0',
      'pointer-events-none',
      'bg-surface/70',
    );
    expect(screen.getByRole('status', { name: 'Yüklənir…' })).toBeInTheDocument();
  });
});
