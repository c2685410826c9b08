import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { readInquiryPrefill } from './prefill-values';

// A lane or a route offer opens the create flow with where from, where to and the mode filled in.

type User = ReturnType<typeof renderApp>['user'];
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const next = () => screen.getByRole('button', { name: 'Növbəti' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
/** The country a react-select shows: its chosen option's text beside the input. */
const chosenCountry = () => screen.getByLabelText('Ölkə').closest('[class*="control"]')?.textContent ?? '';

async function fillTheRest(user: User, date: string) {
  await user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'Terminal 1');
  await user.type(screen.getByLabelText(/tarixi$/), date);
  await user.click(screen.getByLabelText('Məkanın növü'));
  await user.click(await screen.findByRole('option', { name: 'İşgüzar ünvan' }));
}

describe('create inquiry pre-filled from a route', () => {
  it('starts with the pick-up, delivery and mode of the address bar', async () => {
    const requests = recordRequests();
    const { user } = renderApp({
      url: '/inquiries/new?pickupCountryId=2&pickupCity=Istanbul&deliveryCountryId=1&deliveryCity=Baku&mode=ROAD',
      role: 'IMPORTER',
    });
    await stepHeading('Hara göndərilsin');
    await user.click(next());

    await stepHeading('Götürülmə ünvanı');
    await waitFor(() => expect(chosenCountry()).toContain('Türkiyə'));
    expect(screen.getByLabelText('Şəhər')).toHaveValue('Istanbul');
    expect(screen.getByLabelText('Ünvan və ya poçt indeksi')).toHaveValue(''); // still the user's to fill
    const [first] = requests.filter((r) => r.method === 'POST' && r.path === '/api/inquiries');
    expect(first!.body).toMatchObject({
      values: {
        pickup: { countryId: 2, city: 'Istanbul', address: '', date: '' },
        delivery: { countryId: 1, city: 'Baku', address: '', date: '' },
        shipmentMode: 'ROAD',
      },
    });
    await fillTheRest(user, day(3));
    await user.click(next());

    await stepHeading('Çatdırılma ünvanı');
    await waitFor(() => expect(chosenCountry()).toContain('Azərbaycan'));
    expect(screen.getByLabelText('Şəhər')).toHaveValue('Baku');
    await fillTheRest(user, day(9));
    await user.click(next());

    await stepHeading('Nəqliyyat növü');
    const modes = screen.getByRole('group', { name: 'Nəqliyyat növünü seçin' });
    expect(within(modes).getByRole('radio', { name: 'Avtomobil' })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: 'Dəniz' })).not.toBeChecked();
    requests.stop();
  });

  it('leaves out what it cannot read', () => {
    const prefill = readInquiryPrefill(
      new URLSearchParams('pickupCountryId=abc&pickupCity=Istanbul&deliveryCountryId=1&mode=BOAT'),
    );
    expect(prefill).toEqual({ pickup: null, delivery: { countryId: 1, city: '' }, shipmentMode: null });
  });
});
