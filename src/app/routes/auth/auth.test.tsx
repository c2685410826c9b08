import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { TEXT_MAX } from '@/config/limits';
import { readDb } from '@/mocks/db/db';
import { demoOutbox } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { submitLogin, submitNewPassword } from '@tests/utils/sign-in-form';

// Sign-in screens, driven as a user would, against the demo backend.

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input' });

/** Picks the country select's option (not the phone field's own country list entry of the same name). */
async function pickCountry(user: UserEvent, country: string, typed?: string) {
  await user.click(field('Ölkə'));
  if (typed) await user.type(field('Ölkə'), typed);
  await user.click((await screen.findAllByText(country)).find((el) => !(el instanceof HTMLOptionElement))!);
}

/**
 * Fills the rest of the register form (an Azerbaijani phone number, the person, the password twice)
 * and submits it; `name` is left out where the test has put one in already.
 */
async function submitRegistration(
  user: UserEvent,
  person: { name?: string; surname: string; email: string },
) {
  await user.type(screen.getByRole('textbox', { name: 'Telefon nömrəsi' }), '501234567');
  if (person.name) await user.type(field('Ad'), person.name);
  await user.type(field('Soyad'), person.surname);
  await user.type(field('E-poçt'), person.email);
  await user.type(field('Şifrə'), 'StrongPass1');
  await user.type(field('Şifrəni təsdiqləyin'), 'StrongPass1');
  await user.click(screen.getByRole('button', { name: 'Qeydiyyatdan keç' }));
}

describe('login', () => {
  it('validates on submit with the spec message, then re-validates on change', async () => {
    const { user } = renderApp({ url: '/login' });
    const submit = await screen.findByRole('button', { name: 'Daxil ol' });
    await user.click(submit);
    expect(await screen.findAllByText('Bu xana mütləqdir')).not.toHaveLength(0);
    expect(field('E-poçt')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('E-poçt'), 'importer@demo.az');
    await waitFor(() => expect(field('E-poçt')).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('signs in, sends the credentials, and shows the role’s home and sidebar', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/login' });
    await submitLogin(user, 'carrier@demo.az', 'Demo1234!');
    await screen.findByRole('heading', { name: 'Xoş gəldiniz, Elvin Həsənov' });
    expect(router.state.location.pathname).toBe('/');
    const nav = screen.getAllByRole('navigation', { name: 'Əsas menyu' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Təşkilat' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Təşkilatlar' })).not.toBeInTheDocument();
    const login = requests.find((r) => r.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'carrier@demo.az', password: 'Demo1234!' });
    expect(Cookies.get('accessToken')).toBeTruthy();
    expect(Cookies.get('refreshToken')).toBeTruthy();
    requests.stop();
  });

  it('shows the server’s refusal in the user’s language and keeps what was typed', async () => {
    const { user } = renderApp({ url: '/login' });
    await user.selectOptions(await screen.findByLabelText('Dil'), 'en');
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'importer@demo.az');
    await user.type(field('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(field('Email')).toHaveValue('importer@demo.az');
    expect(field('Password')).toHaveValue('wrong-password');
  });

  it('says so when the server cannot be reached, and keeps the form', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const { user } = renderApp({ url: '/login' });
    await submitLogin(user, 'importer@demo.az', 'Demo1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverlə əlaqə yoxdur');
    expect(field('E-poçt')).toHaveValue('importer@demo.az');
  });

  it('returns to the page that asked for a login', async () => {
    const { user, router } = renderApp({ url: '/organization' });
    await submitLogin(user, 'importer@demo.az', 'Demo1234!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization'));
    expect(await screen.findByText('Bakı Ticarət MMC', { selector: 'h2' })).toBeInTheDocument();
  });

  it('never follows a return-to address on another origin', async () => {
    const { user, router } = renderApp({ url: '/login?redirect=%2F%2Fevil.example%2Fsteal' });
    await submitLogin(user, 'importer@demo.az', 'Demo1234!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('logout', () => {
  /** Clicks the sidebar's sign-out button. */
  async function signOut(user: UserEvent) {
    const nav = (await screen.findAllByRole('navigation', { name: 'Əsas menyu' }))[0]!;
    await user.click(within(nav.parentElement!).getByRole('button', { name: 'Çıxış' }));
  }

  it('revokes the refresh token with the ended session’s bearer, clears the cookies and opens the login page', async () => {
    const { user, router } = renderApp({ url: '/', role: 'IMPORTER' });
    const refreshToken = Cookies.get('refreshToken');
    const accessToken = Cookies.get('accessToken');
    const requests = recordRequests();
    await signOut(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(await screen.findByText('Sistemdən çıxdınız')).toBeInTheDocument();
    await waitFor(() => expect(readDb().refreshTokens.some((t) => t.token === refreshToken)).toBe(false));
    const revoke = requests.find((r) => r.path === '/api/auth/logout');
    expect(revoke?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(revoke?.body).toEqual({ refreshToken });
    requests.stop();
  });

  it('signs out at once while the server has not answered (a stalled connection has no timeout)', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    onTestFinished(() => answer());
    server.use(
      http.post('*/api/auth/logout', async () => {
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp({ url: '/', role: 'IMPORTER' });
    await signOut(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Daxil ol' })).toBeVisible();
  });
});

describe('register', () => {
  it('shows the spec’s messages for short names and a short password', async () => {
    const { user } = renderApp({ url: '/register' });
    await user.type(await screen.findByLabelText('Ad', { selector: 'input' }), 'Al');
    await user.type(field('Soyad'), 'Li');
    await user.type(field('Şifrə'), 'short');
    await user.click(screen.getByRole('button', { name: 'Qeydiyyatdan keç' }));
    expect(await screen.findAllByText('Ad ən azı 3 simvol olmalıdır')).not.toHaveLength(0);
    expect(screen.getAllByText('Soyad ən azı 3 simvol olmalıdır')).not.toHaveLength(0);
    expect(screen.getAllByText('Ən azı 8 simvol olmalıdır')).not.toHaveLength(0);
  });

  it('says why the country list is missing, keeps what was typed, and loads it on retry', async () => {
    let refuse = true;
    server.use(
      http.get('*/api/country/list', () =>
        // A 4xx answer is not retried by the query client, so the alert shows at once.
        refuse ? HttpResponse.json({ message: 'down' }, { status: 400 }) : undefined,
      ),
    );
    const { user } = renderApp({ url: '/register' });
    await user.type(await screen.findByLabelText('Ad', { selector: 'input' }), 'Leyla');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ölkələrin siyahısını yükləmək mümkün olmadı');
    expect(alert).toHaveTextContent('down');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const country = screen.getByLabelText('Ölkə', { selector: 'input' });
    await user.click(country);
    // The country select's own menu (the phone field's country list also names Azərbaycan).
    await waitFor(() =>
      expect(document.getElementById(country.getAttribute('aria-controls') ?? '')).toHaveTextContent(
        'Azərbaycan',
      ),
    );
    expect(field('Ad')).toHaveValue('Leyla');
  });

  it('registers a carrier organisation and signs its first user in', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/register' });
    await user.click(await screen.findByLabelText(/Daşıyıcı/));
    await user.type(field('Şirkətin adı'), 'Qafqaz Trans MMC');
    await user.type(field('VÖEN / qeydiyyat nömrəsi'), '1402233445');
    await pickCountry(user, 'Azərbaycan', 'azer');
    await submitRegistration(user, { name: 'Orxan', surname: 'Səfərov', email: 'orxan@qafqaztrans.az' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = requests.find((r) => r.path === '/api/auth/register');
    expect(sent?.body).toMatchObject({
      organizationType: 'LOGISTIC',
      organizaName: 'Qafqaz Trans MMC',
      countryCode: 1,
      phoneNumber: '+994501234567',
      email: 'orxan@qafqaztrans.az',
    });
    expect(
      readDb().organizations.some(
        (o) => o.organizaName === 'Qafqaz Trans MMC' && o.organizationType === 'LOGISTIC',
      ),
    ).toBe(true);
    requests.stop();
  });

  it('stops typing at each field’s limit, keeps a longer paste whole and refuses it, and sends one at the limit', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/register' });
    const company = await screen.findByLabelText('Şirkətin adı', { selector: 'input' });
    // Every text field carries the server's limit (the same constants as the rules).
    expect(company).toHaveAttribute('maxlength', String(TEXT_MAX.organizationName));
    expect(field('VÖEN / qeydiyyat nömrəsi')).toHaveAttribute(
      'maxlength',
      String(TEXT_MAX.registrationNumber),
    );
    expect(field('Ad')).toHaveAttribute('maxlength', String(TEXT_MAX.personName));
    expect(field('Soyad')).toHaveAttribute('maxlength', String(TEXT_MAX.personName));
    expect(field('E-poçt')).toHaveAttribute('maxlength', String(TEXT_MAX.email));

    // One past the limit, pasted: kept whole, refused with the limit, nothing sent.
    const companyAtLimit = 'Q'.repeat(TEXT_MAX.organizationName);
    const nameAtLimit = 'L'.repeat(TEXT_MAX.personName);
    await user.click(company);
    await user.paste(`${companyAtLimit}x`);
    await user.click(field('Ad'));
    await user.paste(`${nameAtLimit}x`);
    expect(company).toHaveValue(`${companyAtLimit}x`);
    expect(field('Ad')).toHaveValue(`${nameAtLimit}x`);
    await user.type(field('VÖEN / qeydiyyat nömrəsi'), '1402233446');
    await pickCountry(user, 'Gürcüstan');
    await submitRegistration(user, { surname: 'Limitova', email: 'limit@uzun.az' });
    await waitFor(() =>
      expect(company).toHaveAccessibleDescription(
        `Xəta: Ən çoxu ${TEXT_MAX.organizationName} simvol ola bilər`,
      ),
    );
    expect(field('Ad')).toHaveAccessibleDescription(`Xəta: Ən çoxu ${TEXT_MAX.personName} simvol ola bilər`);
    expect(requests.filter((r) => r.path === '/api/auth/register')).toHaveLength(0);

    // Exactly at the limit: accepted and sent as typed.
    await user.type(company, '{Backspace}');
    await user.type(field('Ad'), '{Backspace}');
    await user.type(company, 'y'); // typing stops at the limit
    expect(company).toHaveValue(companyAtLimit);
    await user.click(screen.getByRole('button', { name: 'Qeydiyyatdan keç' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    requests.stop();
    expect(requests.find((r) => r.path === '/api/auth/register')?.body).toMatchObject({
      organizaName: companyAtLimit,
      name: nameAtLimit,
      surname: 'Limitova',
    });
  });

  it('puts the server’s “email taken” on the email field and keeps the form', async () => {
    const { user } = renderApp({ url: '/register' });
    await user.type(await screen.findByLabelText('Şirkətin adı', { selector: 'input' }), 'Dublikat MMC');
    await user.type(field('VÖEN / qeydiyyat nömrəsi'), '1400000000');
    await pickCountry(user, 'Gürcüstan');
    await submitRegistration(user, { name: 'Leyla', surname: 'Məmmədova', email: 'importer@demo.az' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu e-poçtla artıq hesab var.');
    expect(field('E-poçt')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Şirkətin adı')).toHaveValue('Dublikat MMC');
  });
});

describe('password reset', () => {
  it('sends a reset link, and the link sets a new password that signs in', async () => {
    const first = renderApp({ url: '/forgot-password' });
    await first.user.type(await screen.findByLabelText('E-poçt', { selector: 'input' }), 'importer@demo.az');
    await first.user.click(screen.getByRole('button', { name: 'Link göndər' }));
    expect(await screen.findByText(/bərpa linki göndərildi/)).toBeInTheDocument();
    const link = demoOutbox[0]?.link;
    expect(link).toMatch(/^\/auth\/reset-password\?token=/);
    first.unmount();

    const second = renderApp({ url: link });
    await submitNewPassword(second.user, 'NewSecret99', 'NewSecret98');
    expect(await screen.findAllByText('Şifrələr eyni deyil')).not.toHaveLength(0);
    await second.user.clear(field('Yeni şifrəni təsdiqləyin'));
    await second.user.type(field('Yeni şifrəni təsdiqləyin'), 'NewSecret99');
    await second.user.click(screen.getByRole('button', { name: 'Şifrəni dəyiş' }));
    expect(await screen.findByText(/Şifrəniz dəyişdirildi/)).toBeInTheDocument();
    second.unmount();

    const third = renderApp({ url: '/login' });
    await submitLogin(third.user, 'importer@demo.az', 'NewSecret99');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/'));
  });

  it('explains a link without a token', async () => {
    renderApp({ url: '/auth/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu link natamamdır');
  });
});
