import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { answerGate } from '@tests/utils/answer-gate';
import { renderApp } from '@tests/utils/render-app';

// /users: the members list as a page of its own. The demo carrier (Xəzər Logistika) has invited
// Nigar Əliyeva, who has not signed in yet.

describe('users page', () => {
  it("lists the carrier's members with their status under its own heading", async () => {
    renderApp({ url: '/users', role: 'LOGISTIC' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Təşkilatın istifadəçiləri' }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByTestId('member-row');
    const nigar = rows.find((row) => row.textContent?.includes('Nigar'))!;
    expect(within(nigar).getByText('Əliyeva')).toBeInTheDocument();
    expect(within(nigar).getByText('Dəvət olunub')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Üzv əlavə et' })).toBeInTheDocument();
  });

  it('reads the status filter from the URL', async () => {
    renderApp({ url: '/users?status=INVITED', role: 'LOGISTIC' });
    const rows = await screen.findAllByTestId('member-row');
    expect(rows.every((row) => row.textContent?.includes('Dəvət olunub'))).toBe(true);
    expect(rows.some((row) => row.textContent?.includes('Nigar'))).toBe(true);
  });

  it('shows skeleton rows while loading and the empty state when a filter matches nobody', async () => {
    const gate = answerGate();
    server.use(
      http.get('*/api/organization/members', async () => {
        await gate.opened;
        return HttpResponse.json({ content: [], page: 0, size: 10, totalElements: 0 });
      }),
    );
    renderApp({ url: '/users?status=DEACTIVATED', role: 'LOGISTIC' });
    const table = await screen.findByTestId('members-table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(5);
    gate.open();
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    expect(screen.getByText('Axtarışı və ya status filtrini dəyişin.')).toBeInTheDocument();
  });
});
