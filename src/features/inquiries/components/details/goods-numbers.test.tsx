import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { GoodsTotals } from '../create/goods-totals';
import { GoodsTable } from './goods-table';

// The inquiry page reads its numbers as the create flow wrote them: through the one number module in
// the reader's language ('100,5' in az, '100.5' in en), and the volume by one rule on the page and
// in the preview alike.

const row = {
  packageType: 'pallets' as const,
  palletType: 'eur1' as const,
  weight: 12.5,
  length: 100.5,
  width: 80,
  height: 48,
  quantity: 1,
  dangerous: false,
  stackable: true,
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('az'));
});

it.each([
  ['az', '100,5 × 80 × 48', '0,39 m³'],
  ['en', '100.5 × 80 × 48', '0.39 m³'],
])('writes sizes and the volume in %s as the preview does', async (language, sizes, volume) => {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['inquiry-details', 'inquiry-create', 'inquiries', 'enums']);
  const page = render(<GoodsTable goods={[row]} />);
  const table = screen.getByRole('table');
  expect(table).toHaveTextContent(sizes);
  const totals = within(table).getAllByRole('row').at(-1)!;
  expect(totals).toHaveTextContent(volume);
  page.unmount();

  render(<GoodsTotals rows={[row]} />);
  expect(screen.getByRole('group')).toHaveTextContent(volume);
});
