import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { givenInquiry } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { givenSavedDraft, seaDraftValues } from '@tests/utils/inquiries';
import { renderApp } from '@tests/utils/render-app';

// The preview: the saved draft read back by section, sent with POST /inquiries/{id}/submit.

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const title = () => screen.findByRole('heading', { level: 1, name: 'Sorğuya önizləmə' });

const values = {
  ...seaDraftValues(),
  truckType: 'tilt_96', // left over from an earlier choice of road: not sent
};

/** Opens the draft's preview, recording requests, and presses Send: the alert is what answers it. */
async function sendFromPreview(draftId: number) {
  const requests = recordRequests();
  const view = renderApp({ url: `/inquiries/preview-inquiry/${draftId}`, role: 'IMPORTER' });
  await title();
  await view.user.click(await screen.findByRole('button', { name: 'Göndər' }));
  return { ...view, requests, alert: await screen.findByRole('alert') };
}

describe('inquiry preview', () => {
  it('reads the draft back by section, with totals and edit links', async () => {
    const draft = givenSavedDraft(values);
    renderApp({ url: `/inquiries/preview-inquiry/${draft.id}`, role: 'IMPORTER' });
    await title();
    const transport = await screen.findByRole('region', { name: 'Nəqliyyat növü' });
    expect(transport).toHaveTextContent('Dəniz');
    expect(transport).toHaveTextContent('40 fut HC');
    expect(transport).not.toHaveTextContent('Tentli 96 m³');
    const delivery = screen.getByRole('region', { name: 'Çatdırılma ünvanı' });
    expect(await within(delivery).findByText('Almaniya')).toBeInTheDocument();
    expect(delivery).toHaveTextContent(format(addDays(new Date(), 20), 'dd-MM-yyyy'));
    const goods = screen.getByRole('region', { name: 'Yük' });
    expect(within(goods).getByRole('table')).toHaveTextContent('EUR2');
    expect(within(goods).getByRole('group', { name: 'Yükün cəmi' })).toHaveTextContent('Həcm21,60 m³');
    expect(screen.getByRole('region', { name: 'Sənədlər və qeydlər' })).toHaveTextContent('Fayl yoxdur');
    expect(screen.getByRole('link', { name: 'Düzəliş et: Çatdırılma ünvanı' })).toHaveAttribute(
      'href',
      `/inquiries/new?draft=${draft.id}&step=3`,
    );
  });

  it('keeps the page and offers a retry when sending fails, then sends', async () => {
    const draft = givenSavedDraft(values);
    server.use(
      http.post('*/api/inquiries/:id/submit', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    const { user, router, requests, alert } = await sendFromPreview(draft.id);
    expect(alert).toHaveTextContent('Sorğu göndərilmədi.');
    expect(alert).toHaveTextContent('Serverdə xəta baş verdi');
    expect(alert).not.toHaveTextContent('Boom');
    expect(router.state.location.pathname).toBe(`/inquiries/preview-inquiry/${draft.id}`);
    expect(screen.getByRole('region', { name: 'Götürülmə ünvanı' })).toHaveTextContent('Baku port');
    expect(readDb().inquiries.find((i) => i.id === draft.id)!.status).toBe('draft');

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/${draft.id}`));
    const sends = requests.filter((r) => r.path === `/api/inquiries/${draft.id}/submit`);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.body).toMatchObject({
      shipmentMode: 'SEA',
      containerType: 'ft40_hc',
      truckType: null,
      ftl: false,
      carrierIds: [],
    });
    expect(readDb().inquiries.find((i) => i.id === draft.id)!.status).toBe('active');
    requests.stop();
  });

  it('sends nothing while the draft is incomplete, and links to the step to fix', async () => {
    const draft = givenSavedDraft({
      ...values,
      delivery: { ...values.delivery, date: day(1) },
      description: ' ',
    });
    const { user, router, requests, alert } = await sendFromPreview(draft.id);
    expect(alert).toHaveTextContent('Sorğu tam doldurulmayıb');
    expect(alert).toHaveTextContent('Çatdırılma tarixi götürülmə tarixindən əvvəl ola bilməz');
    expect(alert).toHaveTextContent('Bu xana mütləqdir');
    expect(requests.some((r) => r.path.endsWith('/submit'))).toBe(false);

    await user.click(within(alert).getByRole('link', { name: 'Çatdırılma ünvanı' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiries/new'));
    expect(router.state.location.search).toBe(`?draft=${draft.id}&step=3`);
    await screen.findByRole('button', { name: 'Növbəti' });
    const date = screen.getByLabelText('Çatdırılma tarixi');
    expect(date).toHaveValue(day(1));
    await user.clear(date);
    await user.type(date, day(5));
    await user.click(screen.getByRole('button', { name: 'Növbəti' }));
    await screen.findByRole('heading', { level: 2, name: 'Nəqliyyat növü' });
    // The address now names the step reached; the flow carries on rather than starting again.
    await waitFor(() => expect(router.state.location.search).toBe(`?draft=${draft.id}&step=4`));
    expect(screen.getByText('Qaralama yadda saxlanıldı')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('radio', { name: 'Dəniz' })).toBeChecked();
    requests.stop();
  });

  it('says when the inquiry has already been sent, and links to its details', async () => {
    const sent = givenInquiry({ status: 'active' });
    renderApp({ url: `/inquiries/preview-inquiry/${sent.id}`, role: 'IMPORTER' });
    expect(
      await screen.findByText(`${sent.inquiryCode} sorğusu artıq göndərilib`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorğunun təfərrüatları' })).toHaveAttribute(
      'href',
      `/details/${sent.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Göndər' })).not.toBeInTheDocument();
  });

  it('shows a failed load where the preview would be, and retries', async () => {
    const draft = givenSavedDraft(values);
    server.use(
      http.get(
        '*/api/inquiries/:id',
        () => HttpResponse.json({ message: 'Gone for a moment' }, { status: 404 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp({ url: `/inquiries/preview-inquiry/${draft.id}`, role: 'IMPORTER' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gone for a moment');
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByRole('region', { name: 'Götürülmə ünvanı' })).toHaveTextContent('Baku port');
  });
});
