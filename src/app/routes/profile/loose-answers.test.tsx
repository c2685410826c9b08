import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';
import { withUnknownFields } from '@tests/utils/spec-shapes';

// GET /users/me is of our own design (docs/api.md lists its fields), but a real backend will differ a
// little: fields we never heard of, fields left out, a role we do not know. The profile
// shows what it is given and '—' for the rest.

const facts = (info: HTMLElement) =>
  Object.fromEntries(
    within(info)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** The profile's facts once `shown` is among them (the answer has been read). */
async function profileShowing(shown: string) {
  const info = await screen.findByRole('region', { name: 'Profil məlumatları' });
  await within(info).findByText(shown);
  return info;
}

describe('profile with a backend that differs', () => {
  it('shows the fields docs/api.md lists, with unknown ones beside them; no member-since date reads —', async () => {
    server.use(
      http.get('*/api/users/me', () =>
        HttpResponse.json(
          withUnknownFields({
            id: 1,
            name: 'Leyla',
            surname: 'Məmmədova',
            email: 'leyla@example.az',
            organizationId: 1,
            organizationName: 'Bakı Ticarət MMC',
            organizationType: 'IMPORTER',
            suspended: false,
          }),
        ),
      ),
    );
    renderApp({ url: '/profile', role: 'IMPORTER' });

    const info = await profileShowing('Leyla');
    expect(facts(info)).toEqual({
      Ad: 'Leyla',
      Soyad: 'Məmmədova',
      'E-poçt': 'leyla@example.az',
      Təşkilat: 'Bakı Ticarət MMC',
      Rol: 'İdxalçı',
      'Qeydiyyat tarixi': '—',
    });
  });

  it('shows a profile of only its id as —, a role it does not know raw, and opens the edit form empty', async () => {
    server.use(http.get('*/api/users/me', () => HttpResponse.json({ id: 1, organizationType: 'BROKER' })));
    const { user } = renderApp({ url: '/profile', role: 'IMPORTER' });

    const info = await profileShowing('BROKER');
    const labels = ['Ad', 'Soyad', 'E-poçt', 'Təşkilat', 'Rol', 'Qeydiyyat tarixi'];
    // Every fact but the role, shown raw, reads —.
    expect(facts(info)).toEqual({
      ...Object.fromEntries(labels.map((label) => [label, '—'])),
      Rol: 'BROKER',
    });
    // Nothing says the organisation is suspended, so no suspension note.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await user.click(within(info).getByRole('link', { name: 'Profili redaktə et' }));
    expect(await screen.findByRole('textbox', { name: 'Ad' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Soyad' })).toHaveValue('');
  });
});
