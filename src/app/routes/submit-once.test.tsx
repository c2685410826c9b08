import { screen, waitFor, within } from '@testing-library/react';
import { openListScreen } from '@tests/utils/open-list-screen';
import { recordRequests } from '@tests/utils/record-requests';
import { givenSavedDraft, seaDraftValues } from '@tests/utils/inquiries';
import { renderApp } from '@tests/utils/render-app';

// Submit once, and a paste is typing, at route level: a double click on a write button sends one
// request and says one outcome; codes and card details pasted the way mail and banks write them
// are taken as they are meant.

const writes = (requests: ReturnType<typeof recordRequests>, path: RegExp) =>
  requests.filter((r) => r.method !== 'GET' && path.test(r.path));

const sea = seaDraftValues();
const draftValues = {
  ...sea,
  delivery: { ...sea.delivery, locationType: 'port_airport' },
  readiness: 'ready',
};

it("a double click on the preview's 'Göndər' sends the inquiry once, with one toast and no error", async () => {
  const draft = givenSavedDraft(draftValues);
  const requests = recordRequests();
  const { user } = renderApp({ url: `/inquiries/preview-inquiry/${draft.id}`, role: 'IMPORTER' });
  await user.dblClick(await screen.findByRole('button', { name: 'Göndər' }));
  // The toast's words: the inquiry page it opens says 'göndərildi' too, in its activity.
  await screen.findByText(/sorğusu göndərildi/);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Göndər' })).not.toBeInTheDocument());
  expect(writes(requests, /\/submit$/)).toHaveLength(1);
  expect(screen.getAllByText(/sorğusu göndərildi/)).toHaveLength(1);
  expect(screen.queryByText('Sorğu göndərilmədi')).not.toBeInTheDocument();
  requests.stop();
});

async function openPayment() {
  const view = await openListScreen({
    url: '/billing',
    role: 'LOGISTIC',
    title: 'Hesablaşma',
    rowTestId: 'balance-card',
  });
  const card = screen.getAllByTestId('balance-card').find((c) => c.dataset.currency === 'USD')!;
  await view.user.click(within(card).getByRole('button', { name: 'USD balansını ödə' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Ödəniş üsulunu seçin' }) };
}

it('a promo code pasted from mail (" caspian2026 ") applies on one check, however often Apply is pressed', async () => {
  const { user, requests, dialog } = await openPayment();
  const field = within(dialog).getByRole('textbox', { name: 'Promo kod və ya vauçer' });
  await user.click(field);
  await user.paste(' caspian2026 ');
  expect(field).toHaveValue('CASPIAN2026');
  await user.dblClick(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
  expect(await within(dialog).findByText('CASPIAN2026 tətbiq olundu')).toBeInTheDocument();
  expect(writes(requests, /\/promo-codes\/check$/)).toHaveLength(1);
  requests.stop();
});

it('a card pasted with dashes and an expiry with spaces pay once on a double click of Pay', async () => {
  const { user, requests, dialog } = await openPayment();
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Kart sahibi'), 'Elvin Hasanov');
  await user.click(field('Kart nömrəsi'));
  await user.paste('4242-4242-4242-4242');
  expect(field('Kart nömrəsi')).toHaveValue('4242 4242 4242 4242');
  const year = String(new Date().getFullYear() + 2).slice(2);
  await user.click(field('Bitmə tarixi (AA/İİ)'));
  await user.paste(`12 / ${year}`);
  expect(field('Bitmə tarixi (AA/İİ)')).toHaveValue(`12/${year}`);
  await user.click(field('CVV'));
  await user.paste(' 123 ');
  expect(field('CVV')).toHaveValue('123');
  await user.dblClick(within(dialog).getByRole('button', { name: /ödə$/ }));
  await waitFor(() => expect(writes(requests, /\/confirm$/)).toHaveLength(1));
  expect(writes(requests, /^\/api\/billing\/payments$/)).toHaveLength(1);
  expect(await screen.findByTestId('payment-succeeded')).toBeInTheDocument();
  expect(screen.queryByTestId('failure-reason')).not.toBeInTheDocument();
  requests.stop();
});

it("a double click on the profile's 'Yadda saxla' saves once, with one toast", async () => {
  const requests = recordRequests();
  const { user } = renderApp({ url: '/profile/profile-edit', role: 'IMPORTER' });
  const name = await screen.findByLabelText('Ad');
  await user.clear(name);
  await user.type(name, 'Leyla Nur');
  await user.dblClick(screen.getByRole('button', { name: 'Yadda saxla' }));
  expect(await screen.findByText('Profil yadda saxlanıldı')).toBeInTheDocument();
  expect(await screen.findByText('Leyla Nur')).toBeInTheDocument();
  expect(writes(requests, /^\/api\/users\/me$/)).toHaveLength(1);
  expect(screen.getAllByText('Profil yadda saxlanıldı')).toHaveLength(1);
  requests.stop();
});

it("a double click on 'Şifrəni dəyiş' changes the password once, with one toast and no error", async () => {
  const requests = recordRequests();
  const { user } = renderApp({ url: '/profile/update-password', role: 'IMPORTER' });
  await user.type(await screen.findByLabelText('Cari şifrə'), 'Demo1234!');
  await user.type(screen.getByLabelText('Yeni şifrə'), 'Yeni-Sifre-2025');
  await user.type(screen.getByLabelText('Yeni şifrənin təkrarı'), 'Yeni-Sifre-2025');
  await user.dblClick(screen.getByRole('button', { name: 'Şifrəni dəyiş' }));
  // The toast counted by its own words: the page's note under the form also says 'Şifrəniz dəyişdirildi'.
  expect(await screen.findByText(/Sessiyanız davam edir/)).toBeInTheDocument();
  expect(writes(requests, /password/)).toHaveLength(1);
  expect(screen.getAllByText(/Sessiyanız davam edir/)).toHaveLength(1);
  expect(screen.queryByText(/Cari şifrə yanlışdır/)).not.toBeInTheDocument();
  requests.stop();
});
