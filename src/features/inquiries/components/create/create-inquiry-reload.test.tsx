import { screen, waitFor, within } from '@testing-library/react';
import { call, tokenFor } from '@/mocks/test-api';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// A reload in the middle of creating an inquiry (the router unmounted and mounted again at the same
// address, with this tab's storage kept) comes back to the same step with every value, also what was
// typed after the last Next. The inquiry's activity logs a draft save once per step.

type App = ReturnType<typeof renderApp>;
const next = () => screen.getByRole('button', { name: 'Növbəti' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const currentStep = () => screen.getByRole('listitem', { current: 'step' });

/** A reload: the same address, a fresh app; the session and this tab's sessionStorage stay. */
function reload(app: App) {
  const { pathname, search } = app.router.state.location;
  app.unmount();
  return renderApp({ url: `${pathname}${search}` });
}

async function chooseCarrier(app: App) {
  await app.user.click(await screen.findByRole('radio', { name: /Seçdiyim daşıyıcılara/ }));
  await app.user.click(await screen.findByRole('checkbox', { name: /Xəzər Logistika MMC/ }));
}

describe('reloading the create flow', () => {
  it('comes back to the step it was on with the saved values and what was typed since', async () => {
    const requests = recordRequests();
    const first = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
    await stepHeading('Hara göndərilsin');
    await chooseCarrier(first);
    await first.user.click(next());
    await stepHeading('Götürülmə ünvanı');
    // Typed on step 2 and not saved: no Next.
    await first.user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'Baku port, gate 3');
    await waitFor(() => expect(first.router.state.location.search).toMatch(/^\?draft=\d+&step=2$/));
    const saves = requests.filter((r) => r.path.startsWith('/api/inquiries') && r.method !== 'GET');
    expect(saves).toHaveLength(1);

    const second = reload(first);
    await stepHeading('Götürülmə ünvanı');
    expect(currentStep()).toHaveTextContent('Addım 2: Götürülmə ünvanı');
    expect(screen.getByLabelText('Ünvan və ya poçt indeksi')).toHaveValue('Baku port, gate 3');
    // The reload saved nothing of its own.
    expect(requests.filter((r) => r.path.startsWith('/api/inquiries') && r.method !== 'GET')).toHaveLength(1);
    await second.user.click(screen.getByRole('button', { name: 'Geri' }));
    await stepHeading('Hara göndərilsin');
    expect(screen.getByRole('radio', { name: /Seçdiyim daşıyıcılara/ })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Xəzər Logistika MMC/ })).toBeChecked();
    await waitFor(() => expect(second.router.state.location.search).toMatch(/&step=1$/));

    // Going back is where a reload returns too.
    reload(second);
    await stepHeading('Hara göndərilsin');
    expect(currentStep()).toHaveTextContent('Addım 1: Hara göndərilsin');
    requests.stop();
  });

  it('keeps a choice made before the first save, but a fresh start begins empty', async () => {
    const first = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
    await stepHeading('Hara göndərilsin');
    await chooseCarrier(first);
    await waitFor(() => expect(first.router.state.location.search).toBe('?step=1'));

    const second = reload(first);
    await stepHeading('Hara göndərilsin');
    expect(screen.getByRole('radio', { name: /Seçdiyim daşıyıcılara/ })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Xəzər Logistika MMC/ })).toBeChecked();

    // 'New inquiry' again (no step in the address) is a new inquiry.
    second.unmount();
    renderApp({ url: '/inquiries/new' });
    await stepHeading('Hara göndərilsin');
    expect(screen.getByRole('radio', { name: /Bütün daşıyıcılara/ })).toBeChecked();
  });

  it('lets the server’s values win when the draft was saved elsewhere since', async () => {
    const first = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
    await stepHeading('Hara göndərilsin');
    await first.user.click(next());
    await stepHeading('Götürülmə ünvanı');
    await first.user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'typed here');
    await waitFor(() => expect(first.router.state.location.search).toMatch(/^\?draft=\d+&step=2$/));
    const id = Number(new URLSearchParams(first.router.state.location.search).get('draft'));

    // Another session of the same organisation saves the draft meanwhile.
    const token = await tokenFor('importer@demo.az');
    const other = { step: 2, values: { pickup: { address: 'saved elsewhere' } } };
    expect((await call(token, 'PUT', `/inquiries/${id}`, other)).status).toBe(200);

    reload(first);
    await stepHeading('Götürülmə ünvanı');
    expect(screen.getByLabelText('Ünvan və ya poçt indeksi')).toHaveValue('saved elsewhere');
  });
});

describe('the activity of a draft', () => {
  const draftSaves = (body: Record<string, unknown>) =>
    (body as unknown as Array<{ type: string }>).filter((event) => event.type === 'draft_saved');

  it('logs one draft save per step, however often that step is saved', async () => {
    const first = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
    await stepHeading('Hara göndərilsin');
    await first.user.click(next()); // creates the draft: 'created', not a draft save
    await stepHeading('Götürülmə ünvanı');
    await waitFor(() => expect(first.router.state.location.search).toMatch(/^\?draft=\d+/));
    const id = Number(new URLSearchParams(first.router.state.location.search).get('draft'));

    // Step 1 saved three times: Back, then Next again.
    for (let i = 0; i < 3; i += 1) {
      await first.user.click(screen.getByRole('button', { name: 'Geri' }));
      await stepHeading('Hara göndərilsin');
      await first.user.click(next());
      await stepHeading('Götürülmə ünvanı');
    }
    const token = await tokenFor('importer@demo.az');
    const once = await call(token, 'GET', `/inquiries/${id}/activity`);
    expect(draftSaves(once.body)).toHaveLength(1);

    // The activity section says so: one 'draft saved' line.
    first.unmount();
    renderApp({ url: `/details/${id}` });
    const section = await screen.findByRole('region', { name: 'Sorğu fəaliyyəti' });
    await waitFor(() => expect(within(section).getAllByText('Qaralama yadda saxlanıldı')).toHaveLength(1));

    // Another step saved is another line.
    const saved = await call(token, 'PUT', `/inquiries/${id}`, { step: 4, values: {} });
    expect(saved.status).toBe(200);
    expect(draftSaves((await call(token, 'GET', `/inquiries/${id}/activity`)).body)).toHaveLength(2);
  });
});
