import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { readDb, writeDb } from '@/mocks/db/db';
import { recordRequests } from '../../../../tests/utils/record-requests';
import { renderApp } from '../../../../tests/utils/render-app';

// The shipment steps (/inquiry-steps/{id}): the importer reads them, the carrier that won marks them.
// Inquiry 103 (INQ-24103) is in progress with three steps done; no curated shipment is won by the
// demo carrier (org 4), so the test awards its bid on 103 first.

function awardToDemoCarrier(inquiryId: number) {
  writeDb((db) => {
    const bid = db.bids.find((b) => b.inquiryId === inquiryId && b.organizationId === 4)!;
    bid.status = 'APPROVED';
  });
}

const steps = () =>
  within(screen.getByRole('region', { name: 'Status mərhələləri' })).getAllByRole('listitem');

// Toasts live in one store for the whole file: each test starts without the last one's.
beforeEach(() => toast.remove());

describe('inquiry steps', () => {
  it('lets the carrier that won mark the next step done and sends it to the server', async () => {
    awardToDemoCarrier(103);
    const requests = recordRequests();
    const { user } = renderApp({ url: '/inquiry-steps/103', role: 'LOGISTIC' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Status mərhələləri' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '«Yoldadır» mərhələsini tamamla' }));

    expect(await screen.findByText('Mərhələ yeniləndi')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '«Gömrük rəsmiləşdirməsi» mərhələsini tamamla' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '«Yoldadır» mərhələsini geri al' })).toBeInTheDocument();
    await waitFor(() => expect(steps()[3]).toHaveAttribute('data-state', 'done'));
    expect(steps()[4]).toHaveAttribute('aria-current', 'step');

    requests.stop();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/bids/inquiry/103');
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/inquiries/103/steps');
    expect(put?.body).toEqual({ step: 'IN_TRANSIT', done: true });
    expect(readDb().inquiries.find((i) => i.id === 103)!.steps[3]!.doneAt).not.toBeNull();
  });

  it('lets the carrier undo the last step', async () => {
    awardToDemoCarrier(103);
    const requests = recordRequests();
    const { user } = renderApp({ url: '/inquiry-steps/103', role: 'LOGISTIC' });
    await user.click(await screen.findByRole('button', { name: '«Yük götürüldü» mərhələsini geri al' }));
    expect(
      await screen.findByRole('button', { name: '«Yük götürüldü» mərhələsini tamamla' }),
    ).toBeInTheDocument();
    requests.stop();
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/inquiries/103/steps');
    expect(put?.body).toEqual({ step: 'PICKED_UP', done: false });
  });

  it('shows the server’s refusal when the shipment is not the carrier’s', async () => {
    // 102 is open to every carrier, but nobody has won it.
    const { user } = renderApp({ url: '/inquiry-steps/102', role: 'LOGISTIC' });
    await user.click(
      await screen.findByRole('button', { name: '«Təklif qəbul edildi» mərhələsini tamamla' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu daşıma sizə həvalə edilməyib.');
    expect(readDb().inquiries.find((i) => i.id === 102)!.steps[0]!.doneAt).toBeNull();
  });

  it('shows the importer the steps to read, without controls', async () => {
    const requests = recordRequests();
    renderApp({ url: '/inquiry-steps/103', role: 'IMPORTER' });
    expect(await screen.findByText('Mərhələləri təklifi qazanan daşıyıcı qeyd edir.')).toBeInTheDocument();
    expect(steps().filter((step) => step.getAttribute('data-state') === 'done')).toHaveLength(3);
    expect(within(steps()[3]!).getByText('Növbəti mərhələ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /mərhələsini tamamla/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute('href', '/details/103');
    requests.stop();
    const paths = requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('GET /api/inquiries/103');
    expect(paths).not.toContain('GET /api/bids/inquiry/103');
  });
});
