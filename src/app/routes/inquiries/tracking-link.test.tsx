import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { endpoints } from '@/config/endpoints';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import {
  demoOrganization,
  givenInquiry,
  givenShipment,
  givenTrackingLink,
  suspendOrganization,
} from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { openRecorded } from './open-recorded';

// The importer's tracking link on the shipment's steps (/inquiry-steps/{id}): made, copied,
// opened and revoked; shown only to the importer, only once a carrier is chosen, and gone on a server
// without the endpoint.

const card = () => screen.findByRole('region', { name: 'İzləmə linki' });
const linkPath = (id: number) => `/api${endpoints.inquiries.trackingLink(id)}`;
const activeLinks = (inquiryId: number) =>
  readDb().trackingLinks.filter((l) => l.inquiryId === inquiryId && !l.revokedAt);

beforeEach(() => toast.remove());

describe('the importer’s tracking link', () => {
  it('is made on request, shown as a full address, and copied', async () => {
    const { inquiry } = givenShipment();
    const { user, requests } = openRecorded(`/inquiry-steps/${inquiry.id}`, 'IMPORTER');

    const region = await card();
    expect(await within(region).findByText(/hesabsız izləyə bilər/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'İzləmə linki yarat' }));
    expect(await screen.findByText('İzləmə linki yaradıldı')).toBeInTheDocument();

    const [link] = activeLinks(inquiry.id);
    const address = `${window.location.origin}/track/${link!.token}`;
    expect(await within(region).findByRole('textbox', { name: 'Yükün mərhələlərinə link' })).toHaveValue(
      address,
    );
    expect(within(region).getByRole('link', { name: /Aç/ })).toHaveAttribute('href', `/track/${link!.token}`);
    expect(within(region).getByText(/tarixinədək keçərlidir/)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Linki kopyala' }));
    expect(await screen.findByText('Link kopyalandı')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(address);

    requests.stop();
    expect(requests.filter((r) => r.path === linkPath(inquiry.id)).map((r) => r.method)).toEqual([
      'GET',
      'POST',
      'GET',
    ]);
  });

  it('is revoked after the importer confirms, and can be made again', async () => {
    const { inquiry } = givenShipment();
    const link = givenTrackingLink({ inquiryId: inquiry.id });
    const { user, requests } = openRecorded(`/inquiry-steps/${inquiry.id}`, 'IMPORTER');
    const region = await card();
    await within(region).findByDisplayValue(new RegExp(`/track/${link.token}$`));

    await user.click(within(region).getByRole('button', { name: 'Linki ləğv et' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'İzləmə linkini ləğv et' });
    expect(within(dialog).getByText(/Linki olanlar artıq yükü görməyəcək/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bəli' }));

    expect(await screen.findByText('İzləmə linki ləğv edildi')).toBeInTheDocument();
    expect(await within(region).findByRole('button', { name: 'İzləmə linki yarat' })).toBeInTheDocument();
    expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
    expect(activeLinks(inquiry.id)).toHaveLength(0);
    requests.stop();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === linkPath(inquiry.id))).toBe(true);
  });

  it('stays when the importer answers no to revoking it', async () => {
    const { inquiry } = givenShipment();
    const link = givenTrackingLink({ inquiryId: inquiry.id });
    const { user } = renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    const region = await card();
    await within(region).findByDisplayValue(new RegExp(`/track/${link.token}$`));
    await user.click(within(region).getByRole('button', { name: 'Linki ləğv et' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xeyir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activeLinks(inquiry.id)).toHaveLength(1);
    expect(within(region).getByRole('textbox')).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the button', async () => {
    const { inquiry } = givenShipment();
    server.use(
      http.post('*/api/inquiries/:id/tracking-link', () =>
        HttpResponse.json({ message: 'Bu yük üçün link yaratmaq olmur.' }, { status: 409 }),
      ),
    );
    const { user } = renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'İzləmə linki yarat' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Bu yük üçün link yaratmaq olmur.');
    expect(within(region).getByRole('button', { name: 'İzləmə linki yarat' })).toBeEnabled();
  });

  it('is switched off while the organisation is suspended', async () => {
    const { inquiry } = givenShipment();
    suspendOrganization(demoOrganization('IMPORTER'));
    renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    const region = await card();
    const button = await within(region).findByRole('button', { name: 'İzləmə linki yarat' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/müvəqqəti dayandırıldığı üçün/);
  });

  it('is not offered before a carrier is chosen, nor to the carrier', async () => {
    const open = givenInquiry({ status: 'active' });
    renderApp({ url: `/inquiry-steps/${open.id}`, role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Status mərhələləri' });
    await screen.findByRole('region', { name: 'Status mərhələləri' });
    expect(screen.queryByRole('region', { name: 'İzləmə linki' })).not.toBeInTheDocument();
  });

  it('is not shown to the carrier that won', async () => {
    const { inquiry } = givenShipment();
    const requests = recordRequests();
    renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'LOGISTIC' });
    await screen.findByRole('button', { name: /mərhələsini tamamla/ });
    expect(screen.queryByRole('region', { name: 'İzləmə linki' })).not.toBeInTheDocument();
    requests.stop();
    expect(requests.some((r) => r.path.endsWith('/tracking-link'))).toBe(false);
  });

  it('goes, and leaves the steps, on a server without tracking links', async () => {
    const { inquiry } = givenShipment();
    server.use(
      http.get('*/api/inquiries/:id/tracking-link', () =>
        HttpResponse.json({ status: 404, error: 'Not Found' }, { status: 404 }),
      ),
    );
    renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findByRole('region', { name: 'Status mərhələləri' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'İzləmə linki' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Status mərhələləri' })).toBeInTheDocument();
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
  });
});
