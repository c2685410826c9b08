import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageHeader } from './page-header';

const renderAt = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/bids']}>
      <Routes>
        <Route path="/bids" element={ui} />
        <Route path="/inquiries" element={<p>Sorğular səhifəsi</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('PageHeader', () => {
  it('names the page with its one h1 and says what it is for', () => {
    renderAt(<PageHeader title="Bütün təkliflər" subtitle="SRG-1042" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Bütün təkliflər' })).toBeInTheDocument();
    expect(screen.getByText('SRG-1042')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leads back by a link', async () => {
    renderAt(<PageHeader title="Üzv" back={{ to: '/inquiries', label: 'Geri' }} />);
    await userEvent.click(screen.getByRole('link', { name: 'Geri' }));
    expect(screen.getByText('Sorğular səhifəsi')).toBeInTheDocument();
  });

  it('leads back by a button that runs its handler', async () => {
    const onClick = vi.fn();
    renderAt(<PageHeader title="Üzv" back={{ onClick, label: 'Geri qayıt' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Geri qayıt' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('puts its actions beside the title, wrapping under it on a narrow screen', () => {
    renderAt(<PageHeader title="Promo kodlar" actions={<button type="button">Yeni kod</button>} />);
    const action = screen.getByRole('button', { name: 'Yeni kod' });
    const row = action.parentElement?.parentElement;
    expect(row).toHaveClass('flex', 'flex-wrap', 'justify-between');
    expect(row).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
