import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { i18n } from '@/lib/i18n';
import { readDb } from '@/mocks/db/db';
import { demoOrganization, givenInquiry } from '@tests/utils/factories';
import { openRecorded } from './open-recorded';

// The carrier's bid amount as people type it: '1.850' is 1850 in Azerbaijani and the form
// says so before anything is sent; '1,850' could be 1,85 or 1850 and is refused, kept, and not sent,
// so no bid of the three is used up. In English, '1,850.50' is 1850.50. The carrier is the demo one
// (Xəzər Logistika, profile complete); each test builds an inquiry open to every carrier.

beforeEach(() => toast.remove());

const ownBids = (inquiryId: number) => {
  const xezer = demoOrganization('LOGISTIC').id;
  return readDb().bids.filter((b) => b.inquiryId === inquiryId && b.organizationId === xezer);
};

/** Figures group thousands with a no-break space; compare them with plain ones. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const words = {
  az: {
    place: 'Təklif ver',
    dialog: 'Yeni təklif',
    amount: 'Təklifin məbləği',
    send: 'Təklifi göndər',
    sent: 'Təklifiniz göndərildi',
  },
  en: {
    place: 'Place a bid',
    dialog: 'New bid',
    amount: 'Bid amount',
    send: 'Send bid',
    sent: 'Your bid has been sent',
  },
} as const;

async function openForm(language: keyof typeof words) {
  if (language !== 'az') await i18n.changeLanguage(language);
  const inquiry = givenInquiry();
  const { user, requests } = openRecorded(`/inquiry/inquiry-details/${inquiry.id}`, 'LOGISTIC');
  const w = words[language];
  await user.click(await screen.findByRole('button', { name: w.place }));
  const dialog = await screen.findByRole('dialog', { name: w.dialog });
  const amount = within(dialog).getByLabelText(w.amount);
  /** The line under the field saying what it understood (or why it cannot), which the field points at. */
  const reading = () => {
    const ids = amount.getAttribute('aria-describedby')?.split(' ') ?? [];
    const region = ids
      .map((id) => document.getElementById(id))
      .find((node) => node?.getAttribute('aria-live'));
    return region ?? null;
  };
  const send = () => user.click(within(dialog).getByRole('button', { name: w.send }));
  const posts = () => requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create');
  return { inquiry, user, dialog, amount, reading, send, posts, requests };
}

async function typeAndSend(user: UserEvent, amount: HTMLElement, text: string) {
  await user.clear(amount);
  await user.type(amount, text);
}

describe('bid amount in Azerbaijani', () => {
  it("reads '1.850' as 1850, says '= 1 850,00 USD' before sending, and sends 1850", async () => {
    const { inquiry, user, amount, reading, send, posts, requests } = await openForm('az');
    await typeAndSend(user, amount, '1.850');

    expect(reading()).toHaveAttribute('aria-live', 'polite');
    expect(plain(reading()!.textContent)).toBe('= 1 850,00 USD');
    expect(posts()).toHaveLength(0); // said before anything is sent

    await send();
    expect(await screen.findByText(words.az.sent)).toBeInTheDocument();
    requests.stop();
    await waitFor(() => expect(posts()[0]?.body).toMatchObject({ inquiryId: inquiry.id, value: 1850 }));
    expect(posts()).toHaveLength(1);
    expect(ownBids(inquiry.id).at(-1)).toMatchObject({ value: 1850, currency: 'USD' });
  });

  it("sends '1.850,5' as 1850.5", async () => {
    const { user, amount, reading, send, posts, requests } = await openForm('az');
    await typeAndSend(user, amount, '1.850,5');
    expect(plain(reading()!.textContent)).toBe('= 1 850,50 USD');

    await send();
    expect(await screen.findByText(words.az.sent)).toBeInTheDocument();
    requests.stop();
    await waitFor(() => expect(posts()[0]?.body).toMatchObject({ value: 1850.5 }));
  });

  it("refuses the ambiguous '1,850' with a message, keeps the text and sends nothing (no bid used up)", async () => {
    const { inquiry, user, dialog, amount, reading, send, posts, requests } = await openForm('az');
    const before = ownBids(inquiry.id).length;
    await typeAndSend(user, amount, '1,850');
    await user.tab(); // the refusal waits until the field is left: '1,8' on the way to '1,85' is fine

    const message = 'Aydın deyil: 1,85, yoxsa 1850? Minlikləri ayırıcısız (1850) və ya boşluqla yazın';
    expect(plain(reading()!.textContent)).toBe(message);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(message);

    await send();
    expect(within(dialog).getByLabelText(words.az.amount)).toHaveValue('1,850');
    expect(plain(reading()!.textContent)).toBe(message);
    expect(screen.getByRole('dialog', { name: words.az.dialog })).toBeInTheDocument();

    // Just inside the rule: two digits after the comma read as decimals, at once.
    await typeAndSend(user, amount, '1,85');
    expect(plain(reading()!.textContent)).toBe('= 1,85 USD');
    expect(amount).not.toHaveAttribute('aria-invalid');

    requests.stop();
    expect(posts()).toHaveLength(0);
    expect(ownBids(inquiry.id)).toHaveLength(before);
  });

  it("refuses English writing ('1,850.50') and names what it would mean, sending nothing", async () => {
    const { user, amount, reading, send, posts, requests } = await openForm('az');
    await typeAndSend(user, amount, '1,850.50');
    await send();
    expect(amount).toHaveValue('1,850.50');
    expect(plain(reading()!.textContent)).toBe(
      'Onluq hissə vergüldən sonra yazılır, minliklər boşluq və ya nöqtə ilə ayrılır: 1850,5',
    );
    requests.stop();
    expect(posts()).toHaveLength(0);
  });
});

describe('bid amount in English', () => {
  it("accepts '1,850.50', says '= 1,850.50 USD' and sends 1850.5", async () => {
    const { user, amount, reading, send, posts, requests } = await openForm('en');
    await typeAndSend(user, amount, '1,850.50');
    expect(reading()!.textContent).toBe('= 1,850.50 USD');

    await send();
    expect(await screen.findByText(words.en.sent)).toBeInTheDocument();
    requests.stop();
    await waitFor(() => expect(posts()[0]?.body).toMatchObject({ value: 1850.5 }));
  });

  it("refuses '1.850' (Azerbaijani 1850, or 1.85?) and sends nothing", async () => {
    const { user, amount, reading, send, posts, requests } = await openForm('en');
    await typeAndSend(user, amount, '1.850');
    await send();
    expect(amount).toHaveValue('1.850');
    expect(reading()!.textContent).toBe(
      'Unclear: 1.85 or 1850? Write thousands without a separator (1850) or with a space',
    );
    requests.stop();
    expect(posts()).toHaveLength(0);
  });
});
