import { render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { ModeIcon } from './mode-icon';

// One mode icon for every list and detail: a known mode is named for screen readers, a mode the
// backend added since shows its raw code beside a neutral icon, and none shows '—'.

describe('ModeIcon', () => {
  beforeAll(() => i18n.loadNamespaces(['enums', 'ui']));

  it('names a known mode in the current language', () => {
    render(<ModeIcon mode="SEA" />);
    expect(screen.getByText('Dəniz')).toHaveClass('sr-only');
  });

  it('shows the name beside the icon when asked', () => {
    render(<ModeIcon mode="AIR" withLabel />);
    expect(screen.getByText('Hava')).not.toHaveClass('sr-only');
  });

  it('shows a mode it does not know as its raw code', () => {
    const { container } = render(<ModeIcon mode="HYPERLOOP" />);
    expect(screen.getByText('HYPERLOOP')).toBeVisible();
    expect(container.querySelector('[data-mode="unknown"]')).not.toBeNull();
  });

  it.each([undefined, null, ''])('shows — for a missing mode (%s)', (mode) => {
    render(<ModeIcon mode={mode} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
