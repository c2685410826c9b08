import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { answerLoosely, springPage, withUnknownFields } from '@tests/utils/spec-shapes';

// The activity timeline is of our own design, but a real backend will differ a little: a
// Spring page, fields we never heard of, an activity type we do not know, fields left out, a row we
// cannot read. The timeline shows each entry it can, the unknown type by its raw code.

describe('activities with a backend that differs', () => {
  it('shows a Spring page of entries: an unknown type by its code, a bare entry with —, an unreadable one noted', async () => {
    const warned = answerLoosely(
      '*/api/organization/activities',
      springPage(
        withUnknownFields([
          {
            id: 'a1',
            at: '2026-02-03T09:15:00',
            type: 'inquiry_created',
            actor: { id: 1, name: 'Leyla Məmmədova' },
            subject: 'INQ-900',
            inquiryId: 900,
          },
          {
            id: 'a2',
            at: '2026-02-03T08:00:00',
            type: 'document_signed',
            actor: { id: 2, name: 'Rəşad Quliyev' },
            subject: 'CMR-17',
          },
          // A numeric id (as a Spring entity would send it) and nothing else but the type.
          { id: 3, type: 'payment' },
          { id: 'a4', at: '2026-02-03T07:00:00' },
        ]),
        { number: 1, size: 20, totalElements: 24 },
      ),
    );
    renderApp({ url: '/activities?page=2', role: 'IMPORTER' });

    const entries = await screen.findAllByTestId('activity-entry');
    expect(entries).toHaveLength(3);
    const [known, unknown, bare] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(known).toHaveTextContent('Leyla Məmmədova INQ-900 sorğusunu yaratdı');
    expect(within(known).getByRole('link', { name: 'INQ-900' })).toHaveAttribute('href', '/details/900');
    // The type the app does not know: who, the raw code, and what it was about.
    expect(unknown).toHaveTextContent('Rəşad Quliyev — document_signed: CMR-17');
    expect(within(unknown).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    // No time and no subject: '—' for each.
    expect(within(bare).getAllByText('—')).toHaveLength(2);

    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("field 'type'"));
    expect(screen.getByRole('button', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
  });
});
