import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  BID_STATUSES,
  BID_TABS,
  INQUIRY_TABS,
  LANGUAGES,
  PAYMENT_STATUSES,
  STATUSES,
  type Language,
} from '@/config/enums';
import { BidStatusBadge } from '@/features/bids/components/bid-status-badge';
import { TransactionStatusBadge } from '@/features/billing/components/transaction-status-badge';
import { i18n } from '@/lib/i18n';
import { StatusBadge } from '@/components/status-badge';

// "Words that mean one thing": every status the app can show (the spec's thirteen, the bid forms and
// the payment statuses, all from config/enums) reads differently from every other status, in each
// language, as the badges actually render them. A status added to the enums without its own label
// fails here too: it would show its raw code, or another language's word, or a label already taken.

/** 'cancelled' is the spec's other spelling of 'canceled': one status, so one label. */
const SAME_STATUS: Record<string, string> = { cancelled: 'canceled' };
const conceptOf = (status: string) => SAME_STATUS[status] ?? status;

type Shown = { concept: string; code: string; label: string };

function badgeText(node: React.ReactElement) {
  const { container, unmount } = render(node);
  const text = container.textContent?.trim() ?? '';
  unmount();
  return text;
}

function shownStatuses(): Shown[] {
  const shown: Shown[] = [];
  for (const status of STATUSES)
    shown.push({
      concept: conceptOf(status),
      code: status,
      label: badgeText(<StatusBadge status={status} />),
    });
  // A bid's status is the shared status of the same name, except the ones only bids have.
  for (const status of BID_STATUSES) {
    const shared = status.toLowerCase();
    const concept = (STATUSES as readonly string[]).includes(shared) ? conceptOf(shared) : `bid:${status}`;
    shown.push({ concept, code: status, label: badgeText(<BidStatusBadge status={status} />) });
  }
  for (const status of PAYMENT_STATUSES)
    shown.push({
      concept: `payment:${status}`,
      code: status,
      label: badgeText(<TransactionStatusBadge status={status} />),
    });
  return shown;
}

const localeFile = (language: Language, namespace: string) =>
  JSON.parse(
    readFileSync(resolve(__dirname, `../../locales/${language}/${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;

describe.each(LANGUAGES)('status labels in %s', (language) => {
  beforeEach(async () => {
    await i18n.loadNamespaces(['status', 'bids', 'inquiry-list', 'bid-list']);
    await i18n.changeLanguage(language);
  });

  it('gives every status its own label: no two statuses read alike', () => {
    const shown = shownStatuses();
    const byLabel = new Map<string, Set<string>>();
    for (const { concept, label } of shown) {
      const key = label.toLocaleLowerCase(language);
      byLabel.set(key, (byLabel.get(key) ?? new Set()).add(concept));
    }
    const shared = [...byLabel.entries()].filter(([, concepts]) => concepts.size > 1);
    expect(shared).toEqual([]);
    // One status, one label: each spelling or form of a status reads the same.
    const labelsOf = new Map<string, Set<string>>();
    for (const { concept, label } of shown)
      labelsOf.set(concept, (labelsOf.get(concept) ?? new Set()).add(label));
    expect([...labelsOf.entries()].filter(([, labels]) => labels.size > 1)).toEqual([]);
  });

  it('labels every status in this language, never with its raw code', () => {
    const status = localeFile(language, 'status');
    const payment = status.payment as Record<string, unknown>;
    for (const code of STATUSES) expect(typeof status[code], `status:${code}`).toBe('string');
    for (const code of PAYMENT_STATUSES)
      expect(typeof payment[code], `status:payment.${code}`).toBe('string');
    const bidOnly = BID_STATUSES.filter((s) => !(STATUSES as readonly string[]).includes(s.toLowerCase()));
    const bidLabels = localeFile(language, 'bids').status as Record<string, unknown>;
    for (const code of bidOnly)
      expect(typeof bidLabels[code.toLowerCase()], `bids:status.${code}`).toBe('string');

    for (const { code, label } of shownStatuses()) {
      expect(label, code).not.toBe('');
      expect(label, code).not.toBe(code);
    }
  });

  it('never names a tab with the label of a status the tab does not hold', () => {
    const label = (node: React.ReactElement) => badgeText(node).toLocaleLowerCase(language);
    /** The inquiry list and the bid list alike: a tab holding no list of statuses (null) holds none of them. */
    const expectNoTabMisread = (
      list: 'inquiry-list' | 'bid-list',
      tabs: Record<string, readonly string[] | null>,
      labels: Array<{ status: string; label: string }>,
    ) => {
      for (const [tab, held] of Object.entries(tabs)) {
        const tabLabel = i18n.t(`${list}:tabs.${tab}`).toLocaleLowerCase(language);
        const misread = labels.filter((s) => s.label === tabLabel && !held?.includes(s.status));
        expect(misread, `${list} tab ${tab}`).toEqual([]);
      }
    };
    expectNoTabMisread(
      'inquiry-list',
      INQUIRY_TABS,
      STATUSES.map((status) => ({ status, label: label(<StatusBadge status={status} />) })),
    );
    expectNoTabMisread(
      'bid-list',
      BID_TABS,
      BID_STATUSES.map((status) => ({ status, label: label(<BidStatusBadge status={status} />) })),
    );
  });
});
