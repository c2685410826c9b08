import { act, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { demoOrganization, givenInquiry, suspendOrganization } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';

// A suspended organisation sees why and until when on every page, and the actions the server
// would refuse are switched off up front, saying why. The demo carrier is Xəzər Logistika; each test
// builds an inquiry open to all carriers.

const until = new Date(Date.now() + 10 * 86_400_000);
const reason = 'Sənədlər yoxlanılır';

const banner = () => screen.findByTestId('suspension-banner');

describe('suspension banner', () => {
  it('shows a suspended carrier the reason and the end date on two pages, and switches off bidding', async () => {
    const inquiry = givenInquiry();
    suspendOrganization(demoOrganization('LOGISTIC'), { reason, until });
    const { router } = renderApp({ url: '/', role: 'LOGISTIC' });
    const onHome = await banner();
    expect(onHome).toHaveTextContent('Təşkilatınız müvəqqəti dayandırılıb');
    expect(onHome).toHaveTextContent(`Səbəb: ${reason}`);
    expect(onHome).toHaveTextContent(`${format(until, 'dd-MM-yyyy')} tarixinədək`);

    await act(() => router.navigate(`/inquiry/inquiry-details/${inquiry.id}`));
    // The home page lists the same inquiry: find its code on the details page, not on the page being left.
    const details = await screen.findByRole('main');
    await within(details).findByRole('heading', { level: 1, name: 'Sorğunun detalları' });
    expect(await within(details).findByText(inquiry.inquiryCode)).toBeInTheDocument();
    expect(await banner()).toHaveTextContent(`Səbəb: ${reason}`);
    const panel = await screen.findByRole('region', { name: 'Bu sorğuya təklif' });
    const placeBid = await within(panel).findByRole('button', { name: 'Təklif ver' });
    expect(placeBid).toBeDisabled();
    expect(placeBid).toHaveAccessibleDescription(
      'Təşkilatınız müvəqqəti dayandırıldığı üçün bu əməliyyat bağlıdır.',
    );
  });

  it('shows the same carrier, not suspended, neither the banner nor a switched-off action', async () => {
    const inquiry = givenInquiry();
    renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
    const panel = await screen.findByRole('region', { name: 'Bu sorğuya təklif' });
    expect(await within(panel).findByRole('button', { name: 'Təklif ver' })).toBeEnabled();
    expect(screen.queryByTestId('suspension-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/dayandırıldığı üçün/)).not.toBeInTheDocument();
  });

  it('switches off an importer’s new inquiry while its organisation is suspended', async () => {
    suspendOrganization(demoOrganization('IMPORTER'), { reason, until: null });
    renderApp({ url: '/inquiries', role: 'IMPORTER' });
    expect(await banner()).toHaveTextContent('Administrator dayandırmanı götürənədək');
    const create = await screen.findByRole('button', { name: 'Yeni sorğu' });
    expect(create).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Yeni sorğu' })).not.toBeInTheDocument();
  });
});
