import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { formatDate } from '@/lib/dates';
import { readDb, writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { givenBid, givenInquiry } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { openRecorded } from './open-recorded';

// The shipment steps (/inquiry-steps/{id}): the importer reads them, the carrier that won marks them.
// Each test builds a shipment of the demo importer in progress with three steps done, won by the demo
// carrier (Xəzər Logistika) with its accepted bid.

function shipmentOfDemoCarrier() {
  const inquiry = givenInquiry({ status: 'in_progress' });
  const bid = givenBid({ inquiryId: inquiry.id, status: 'APPROVED' });
  return { inquiry, bid };
}

/** The demo carrier delivered the shipment: every step done, awaiting the importer's confirmation. */
function deliverByDemoCarrier({ inquiry, bid }: ReturnType<typeof shipmentOfDemoCarrier>) {
  writeDb((db) => {
    const record = db.inquiries.find((i) => i.id === inquiry.id)!;
    record.status = 'delivered';
    record.steps.forEach((step) => (step.doneAt ??= new Date().toISOString()));
    db.bids.find((b) => b.bidId === bid.bidId)!.status = 'DELIVERED';
  });
}

const confirmCalls = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/confirm-delivery'));

const steps = () =>
  within(screen.getByRole('region', { name: 'Status mərhələləri' })).getAllByRole('listitem');

// Toasts live in one store for the whole file: each test starts without the last one's.
beforeEach(() => toast.remove());

describe('inquiry steps', () => {
  it('lets the carrier that won mark the next step done and sends it to the server', async () => {
    const { inquiry } = shipmentOfDemoCarrier();
    const { user, requests } = openRecorded(`/inquiry-steps/${inquiry.id}`, 'LOGISTIC');

    await screen.findByRole('heading', { level: 1, name: 'Status mərhələləri' });
    await user.click(await screen.findByRole('button', { name: '«Yoldadır» mərhələsini tamamla' }));

    expect(await screen.findByText('Mərhələ yeniləndi')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '«Gömrük rəsmiləşdirməsi» mərhələsini tamamla' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '«Yoldadır» mərhələsini geri al' })).toBeInTheDocument();
    await waitFor(() => expect(steps()[3]).toHaveAttribute('data-state', 'done'));
    expect(steps()[4]).toHaveAttribute('aria-current', 'step');

    requests.stop();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /api/bids/inquiry/${inquiry.id}`);
    const put = requests.find((r) => r.method === 'PUT' && r.path === `/api/inquiries/${inquiry.id}/steps`);
    expect(put?.body).toEqual({ step: 'IN_TRANSIT', done: true });
    expect(readDb().inquiries.find((i) => i.id === inquiry.id)!.steps[3]!.doneAt).not.toBeNull();
  });

  it('lets the carrier undo the last step', async () => {
    const { inquiry } = shipmentOfDemoCarrier();
    const { user, requests } = openRecorded(`/inquiry-steps/${inquiry.id}`, 'LOGISTIC');
    await user.click(await screen.findByRole('button', { name: '«Yük götürüldü» mərhələsini geri al' }));
    expect(
      await screen.findByRole('button', { name: '«Yük götürüldü» mərhələsini tamamla' }),
    ).toBeInTheDocument();
    requests.stop();
    const put = requests.find((r) => r.method === 'PUT' && r.path === `/api/inquiries/${inquiry.id}/steps`);
    expect(put?.body).toEqual({ step: 'PICKED_UP', done: false });
  });

  it('shows the server’s refusal when the shipment is not the carrier’s', async () => {
    // Open to every carrier, but nobody has won it.
    const open = givenInquiry({ status: 'active' });
    const { user } = renderApp({ url: `/inquiry-steps/${open.id}`, role: 'LOGISTIC' });
    await user.click(
      await screen.findByRole('button', { name: '«Təklif qəbul edildi» mərhələsini tamamla' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu daşıma sizə həvalə edilməyib.');
    expect(readDb().inquiries.find((i) => i.id === open.id)!.steps[0]!.doneAt).toBeNull();
  });

  it('shows the importer the steps to read, without controls', async () => {
    const { inquiry } = shipmentOfDemoCarrier();
    const requests = recordRequests();
    renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    expect(await screen.findByText('Mərhələləri təklifi qazanan daşıyıcı qeyd edir.')).toBeInTheDocument();
    expect(steps().filter((step) => step.getAttribute('data-state') === 'done')).toHaveLength(3);
    expect(within(steps()[3]!).getByText('Növbəti mərhələ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /mərhələsini tamamla/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute(
      'href',
      `/details/${inquiry.id}`,
    );
    requests.stop();
    const paths = requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain(`GET /api/inquiries/${inquiry.id}`);
    expect(paths).not.toContain(`GET /api/bids/inquiry/${inquiry.id}`);
  });

  it('lets the importer confirm a delivered shipment once, and then shows it completed', async () => {
    const shipment = shipmentOfDemoCarrier();
    deliverByDemoCarrier(shipment);
    const { user, requests } = openRecorded(`/inquiry-steps/${shipment.inquiry.id}`, 'IMPORTER');
    expect(await screen.findByText('Daşıyıcı yükün çatdırıldığını qeyd edib')).toBeInTheDocument();
    expect(document.querySelector('[data-status="delivered"]')).toHaveTextContent('Çatdırılıb');

    await user.click(screen.getByRole('button', { name: 'Çatdırılmanı təsdiqlə' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Çatdırılmanı təsdiqlə' });
    expect(within(dialog).getByText(/Yükü tam və qüsursuz təhvil aldığınızı/)).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Bəli' }));

    expect(await screen.findByText('Çatdırılma təsdiqləndi')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Çatdırılmanı təsdiqlə' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Çatdırılma təsdiqlənib')).toBeInTheDocument();
    expect(await screen.findByText(`Təsdiqləndi: ${formatDate(new Date())}`)).toBeInTheDocument();
    expect(document.querySelector('[data-status="completed"]')).toHaveTextContent('Tamamlanıb');
    expect(screen.queryByRole('button', { name: 'Çatdırılmanı təsdiqlə' })).not.toBeInTheDocument();

    requests.stop();
    expect(confirmCalls(requests).map((r) => r.path)).toEqual([
      `/api/inquiries/${shipment.inquiry.id}/confirm-delivery`,
    ]);
    expect(readDb().inquiries.find((i) => i.id === shipment.inquiry.id)!.status).toBe('completed');
  });

  it('keeps the dialog open with the server’s reason when confirming fails', async () => {
    const shipment = shipmentOfDemoCarrier();
    deliverByDemoCarrier(shipment);
    server.use(
      http.post('*/api/inquiries/:id/confirm-delivery', () =>
        HttpResponse.json({ message: 'Yük hələ çatdırılmayıb.' }, { status: 409 }),
      ),
    );
    const { user } = renderApp({ url: `/inquiry-steps/${shipment.inquiry.id}`, role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Çatdırılmanı təsdiqlə' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Çatdırılmanı təsdiqlə' });
    await user.click(within(dialog).getByRole('button', { name: 'Bəli' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Yük hələ çatdırılmayıb.');
    expect(readDb().inquiries.find((i) => i.id === shipment.inquiry.id)!.status).toBe('delivered');
  });

  it('offers no confirmation before delivery, nor to the carrier', async () => {
    const shipment = shipmentOfDemoCarrier();
    const requests = recordRequests();
    const importer = renderApp({ url: `/inquiry-steps/${shipment.inquiry.id}`, role: 'IMPORTER' });
    expect(await screen.findByText('Mərhələləri təklifi qazanan daşıyıcı qeyd edir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Çatdırılmanı təsdiqlə' })).not.toBeInTheDocument();
    importer.unmount();

    deliverByDemoCarrier(shipment);
    renderApp({ url: `/inquiry-steps/${shipment.inquiry.id}`, role: 'LOGISTIC' });
    expect(await screen.findByText('Bütün mərhələlər tamamlanıb')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Çatdırılmanı təsdiqlə' })).not.toBeInTheDocument();
    requests.stop();
    expect(confirmCalls(requests)).toHaveLength(0);
  });
});
