import { render, screen } from '@testing-library/react';
import { PAYMENT_STATUSES, STATUSES } from '@/config/enums';
import { i18n } from '@/lib/i18n';
import {
  PAYMENT_STATUS_COLOURS,
  STATUS_COLOURS,
  StateBadge,
  StatusBadge,
  UNKNOWN_STATUS_COLOUR,
  normaliseStatus,
} from './status-badge';

const colourOf = (element: HTMLElement) =>
  element.className
    .split(' ')
    .filter((c) => /^(bg|text|ring)-/.test(c))
    .sort()
    .join(' ');

describe('StatusBadge', () => {
  it('has a colour for every status, one per status (cancelled shares canceled)', () => {
    STATUSES.forEach((status) => expect(STATUS_COLOURS[status]).toMatch(/bg-/));
    const canonical = STATUSES.filter((status) => status !== 'cancelled');
    expect(new Set(canonical.map((status) => STATUS_COLOURS[status])).size).toBe(canonical.length);
    expect(STATUS_COLOURS.cancelled).toBe(STATUS_COLOURS.canceled);
    expect(Object.values(STATUS_COLOURS)).not.toContain(UNKNOWN_STATUS_COLOUR);
  });

  it('has a colour for every payment status, one each', () => {
    PAYMENT_STATUSES.forEach((status) => expect(PAYMENT_STATUS_COLOURS[status]).toMatch(/bg-/));
    expect(new Set(Object.values(PAYMENT_STATUS_COLOURS)).size).toBe(PAYMENT_STATUSES.length);
  });

  it.each(['az', 'en', 'ru'])('translates every status and payment status in %s', async (language) => {
    await i18n.changeLanguage(language);
    STATUSES.forEach((status) => {
      expect(i18n.exists(`status:${status}`)).toBe(true);
      const { unmount } = render(<StatusBadge status={status} />);
      const badge = screen.getByText(i18n.t(`status:${status}`));
      expect(badge.className).toContain(STATUS_COLOURS[status]);
      unmount();
    });
    PAYMENT_STATUSES.forEach((status) => {
      expect(i18n.exists(`status:payment.${status}`)).toBe(true);
      const { unmount } = render(<StatusBadge kind="payment" status={status} />);
      expect(screen.getByText(i18n.t(`status:payment.${status}`)).className).toContain(
        PAYMENT_STATUS_COLOURS[status],
      );
      unmount();
    });
  });

  it.each([
    ['PENDING', 'pending', 'Gözləmədə', 'bg-amber-50'],
    ['CANCELLED', 'canceled', 'Ləğv edilib', 'bg-red-50'],
  ])("colours '%s' like '%s' and reads both the same", (spelling, status, words, colour) => {
    render(
      <>
        <StatusBadge status={spelling} />
        <StatusBadge status={status} />
      </>,
    );
    const badges = screen.getAllByText(words);
    expect(badges).toHaveLength(2);
    expect(colourOf(badges[0] as HTMLElement)).toBe(colourOf(badges[1] as HTMLElement));
    expect(badges[0]).toHaveClass(colour);
  });

  it('shows an unknown status raw and gray', () => {
    render(<StatusBadge status="TELEPORTED" />);
    expect(screen.getByText('TELEPORTED')).toHaveClass('bg-gray-100', 'text-gray-700');
  });

  it('does not read a payment status as an inquiry status, or the reverse', () => {
    render(
      <>
        <StatusBadge status="paid" />
        <StatusBadge kind="payment" status="pending" />
      </>,
    );
    expect(screen.getByText('paid')).toHaveClass('bg-gray-100');
    expect(screen.getByText('pending')).toHaveClass('bg-gray-100');
  });

  it('normalises case, spaces and hyphens', () => {
    expect(normaliseStatus(' In-Progress ')).toBe('in_progress');
    expect(normaliseStatus('UNDER REVIEW')).toBe('under_review');
  });
});

describe('StateBadge', () => {
  const colours = { open: STATUS_COLOURS.active, shut: STATUS_COLOURS.archived };
  const label = (state: 'open' | 'shut') => (state === 'open' ? 'Açıq' : 'Bağlı');

  it('shows a known state with its label and colour', () => {
    render(<StateBadge state="open" known={['open', 'shut']} colours={colours} label={label} />);
    const badge = screen.getByText('Açıq');
    expect(badge).toHaveAttribute('data-state', 'open');
    expect(badge.className).toContain(STATUS_COLOURS.active);
  });

  it('shows a state it does not know as the neutral badge with the raw code', () => {
    render(<StateBadge state="paused" known={['open', 'shut']} colours={colours} label={label} />);
    const badge = screen.getByText('paused');
    expect(badge).toHaveAttribute('data-state', 'paused');
    expect(badge.className).toContain(UNKNOWN_STATUS_COLOUR);
  });
});
