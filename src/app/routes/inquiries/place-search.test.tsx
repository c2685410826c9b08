import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { demoOrganization } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { finishPickupStep, openPickupStep } from '@tests/utils/create-flow';
import { openRecorded } from './open-recorded';

// Countries and cities in the user's language, found by any of their names whatever the case and
// accents (lib/search-fold), and Enter on a partial name picks the first match. Through
// the real pickers and the demo backend: the create flow's pickup address and the organisation edit.

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** The options react-select offers for the select whose input is `field` (its aria-controls menu). */
const optionTexts = (field: HTMLElement) => {
  const menu = document.getElementById(field.getAttribute('aria-controls') ?? '');
  return [...(menu?.querySelectorAll('[role="option"]') ?? [])].map((o) => o.textContent);
};

/** Types a partial "azerb" into the country and picks the one match, Azərbaycan, with Enter. */
async function pickAzerbaijanWithEnter(user: UserEvent) {
  await user.type(input('Ölkə'), 'azerb');
  await waitFor(() => expect(optionTexts(input('Ölkə'))).toEqual(['Azərbaycan']));
  await user.keyboard('{Enter}');
}

/** The city suggestions on screen (the list stays up while the next letters' answer is on its way). */
const cityOptions = () =>
  within(screen.getByRole('listbox', { name: 'Şəhər təklifləri', hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.textContent);

describe('country and city pickers (az)', () => {
  it('offers Türkiyə for "Turkey", picks it with Enter, and İstanbul for "istanbul"', async () => {
    const { user } = await openPickupStep();
    await user.type(input('Ölkə'), 'Turkey');
    await waitFor(() => expect(optionTexts(input('Ölkə'))).toEqual(['Türkiyə']));
    await user.keyboard('{Enter}');
    expect(within(input('Ölkə').closest('div.group\\/field')!).getByText('Türkiyə')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Şəhər'), 'istanbul');
    await waitFor(() => expect(cityOptions()).toEqual(['İstanbul']));
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Şəhər')).toHaveValue('İstanbul');
  });

  it('finds Bakı by "Baki", picks the first match of a partial name with Enter and sends it', async () => {
    const requests = recordRequests();
    const { user } = await openPickupStep();
    await pickAzerbaijanWithEnter(user);

    await user.type(screen.getByLabelText('Şəhər'), 'Baki');
    await waitFor(() => expect(cityOptions()).toEqual(['Bakı']));
    await user.clear(screen.getByLabelText('Şəhər'));
    // "g" is part of Gəncə, Sumgait and Mingəçevir; the first in the server's order is Gəncə.
    await user.type(screen.getByLabelText('Şəhər'), 'g');
    await waitFor(() => expect(cityOptions()).toEqual(['Gəncə', 'Sumqayıt', 'Mingəçevir']));
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Şəhər')).toHaveValue('Gəncə');

    const saved = await finishPickupStep(user, requests);
    expect(saved?.body).toMatchObject({ values: { pickup: { countryId: 1, city: 'Gəncə' } } });
  });

  it('says that no city matches a name, keeps the text, and Enter sends nothing on', async () => {
    const requests = recordRequests();
    const { user } = await openPickupStep();
    await pickAzerbaijanWithEnter(user);
    await user.type(screen.getByLabelText('Şəhər'), 'Qwerty');
    expect(await screen.findByText('«Qwerty» adına uyğun şəhər yoxdur')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Şəhər')).toHaveValue('Qwerty');
    expect(screen.getByRole('heading', { level: 2, name: 'Götürülmə ünvanı' })).toBeInTheDocument();
    requests.stop();
    expect(requests.some((r) => r.method === 'PUT' && r.path.startsWith('/api/inquiries/'))).toBe(false);
  });
});

describe('the organisation edit country', () => {
  it('picks Türkiyə for "Turkey" with Enter and saves its id', async () => {
    const { user, requests } = openRecorded('/organization/edit', 'IMPORTER');
    await screen.findByRole('heading', { level: 1, name: 'Təşkilatın profilini redaktə et' });
    await waitFor(() => expect(input('Şirkətin adı')).toHaveValue(demoOrganization('IMPORTER').organizaName));
    // The country shows in the user's language.
    expect(await screen.findByText('Azərbaycan')).toBeInTheDocument();
    await user.click(input('Ölkə'));
    await user.type(input('Ölkə'), 'turkey');
    await waitFor(() => expect(optionTexts(input('Ölkə'))).toEqual(['Türkiyə']));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT' && r.path === '/api/organization')?.body).toMatchObject({
        countryCode: 2,
      }),
    );
    requests.stop();
  });

  it.each([
    ['en', 'Azerbaijan', 'Türk', 'Turkey'],
    ['ru', 'Азербайджан', 'Turkey', 'Турция'],
  ])('in %s shows %s and finds the typed country in that language', async (language, own, typed, found) => {
    await i18n.changeLanguage(language);
    const { user } = renderApp({ url: '/organization/edit', role: 'IMPORTER' });
    expect(await screen.findByText(own)).toBeInTheDocument();
    const country = document.querySelector<HTMLInputElement>('input[id$="country"], input[role="combobox"]');
    expect(country).not.toBeNull();
    await user.click(country!);
    await user.type(country!, typed);
    await waitFor(() => expect(optionTexts(country!)).toEqual([found]));
  });
});
