import { render, screen } from '@testing-library/react';
import { TruncatedText } from './truncated-text';

// Long names: painted on one line cut with an ellipsis, the whole name in the tooltip and
// in the page, so screen readers and search read all of it.

const LONG = 'Azərbaycan Beynəlxalq Nəqliyyat və Logistika Xidmətləri Məhdud Məsuliyyətli Cəmiyyəti';

describe('TruncatedText', () => {
  it('keeps the whole name in the page and in its tooltip, and cuts only its painting', () => {
    render(<TruncatedText text={LONG} />);
    const name = screen.getByText(LONG);
    expect(name.tagName).toBe('SPAN');
    expect(name).toHaveTextContent(LONG, { normalizeWhitespace: false });
    expect(name).toHaveAttribute('title', LONG);
    // Tailwind's truncate: one line, overflow hidden, an ellipsis; max-w-full keeps it in its box.
    expect(name).toHaveClass('truncate', 'max-w-full', 'inline-block');
  });

  it('gives the whole name to screen readers as the name of what holds it', () => {
    render(
      <a href="/organizations/update-organization/4">
        <TruncatedText text={LONG} />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName(LONG);
  });

  it('renders the element asked for, adds its classes to the truncation and passes other props on', () => {
    render(<TruncatedText as="p" text={LONG} className="max-w-64 font-medium" data-testid="user-name" />);
    const name = screen.getByTestId('user-name');
    expect(name.tagName).toBe('P');
    expect(name).toHaveClass('truncate', 'max-w-full', 'max-w-64', 'font-medium');
    expect(name).toHaveAttribute('title', LONG);
    expect(name).toHaveTextContent(LONG);
  });

  it('shows a short name whole, with the same tooltip', () => {
    render(<TruncatedText text="Kür MMC" />);
    expect(screen.getByText('Kür MMC')).toHaveAttribute('title', 'Kür MMC');
  });
});
