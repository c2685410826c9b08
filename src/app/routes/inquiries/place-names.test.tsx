import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { listExport } from '@tests/utils/list-export';
import { givenInquiry } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';

// One name per place, at the screens: the seeded Istanbul → Baku inquiry (INQ-24101) reads in the
// reader's language in the list and its CSV, follows a language switch without a reload, and an
// inquiry whose city was picked in Azerbaijani reads exactly like it.

const rowTexts = () => screen.getAllByTestId('inquiry-row').map((row) => row.textContent ?? '');

async function openList(search: string) {
  const view = renderApp({
    url: `/inquiries?tab=general&search=${encodeURIComponent(search)}`,
    role: 'IMPORTER',
  });
  await waitFor(() => expect(screen.getAllByTestId('inquiry-row').length).toBeGreaterThan(0));
  return view;
}

afterEach(async () => {
  if (i18n.language !== 'az') await act(() => i18n.changeLanguage('az'));
});

describe('place names on the inquiry list', () => {
  it('shows İstanbul → Bakı with the countries in az, and Istanbul → Baku once switched to en', async () => {
    await openList('INQ-24101');
    const [az] = rowTexts();
    expect(az).toContain('İstanbul, Türkiyə');
    expect(az).toContain('Bakı, Azərbaycan');

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(rowTexts()[0]).toContain('Istanbul, Turkey'));
    expect(rowTexts()[0]).toContain('Baku, Azerbaijan');
    expect(rowTexts()[0]).not.toContain('Bakı');
  });

  it('finds the same inquiries by Gəncə, Ganja and Гянджа', async () => {
    const shown: string[][] = [];
    for (const search of ['Gəncə', 'Ganja', 'Гянджа']) {
      const { unmount } = await openList(search);
      const texts = rowTexts();
      expect(texts.every((text) => text.includes('Gəncə, Azərbaycan'))).toBe(true);
      shown.push(texts);
      unmount();
    }
    expect(shown[1]).toEqual(shown[0]);
    expect(shown[2]).toEqual(shown[0]);
  });

  it('names a city picked in az as it names the seeded one, in az and in en', async () => {
    // The create flow stores the text the picker showed: 'İstanbul' and 'Bakı' in az.
    const place = { address: 'AZ1000', date: '2099-01-01', locationType: 'business_address' };
    givenInquiry({
      inquiryCode: 'INQ-AZPICK',
      pickup: { ...place, countryId: 2, city: 'İstanbul' },
      delivery: { ...place, countryId: 1, city: 'Bakı' },
    });
    const places = (text: string) => text.match(/(İstanbul|Istanbul|Bakı|Baku)/g);

    const { unmount } = await openList('INQ-24101');
    const seededAz = places(rowTexts()[0]!);
    unmount();
    await openList('INQ-AZPICK');
    expect(places(rowTexts()[0]!)).toEqual(seededAz);
    expect(seededAz).toEqual(['İstanbul', 'Bakı']);

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(places(rowTexts()[0]!)).toEqual(['Istanbul', 'Baku']));
  });
});

describe('place names in the CSV export', () => {
  const exportInquiries = listExport({ rowTestId: 'inquiry-row', path: '/api/inquiries' });

  it('writes the az names of places for an az reader', async () => {
    const { rows } = await exportInquiries('/inquiries?tab=general&search=INQ-24101', 'IMPORTER');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 3)).toEqual(['INQ-24101', 'İstanbul, Türkiyə', 'Bakı, Azərbaycan']);
  });
});
