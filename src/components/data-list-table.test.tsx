import { act, render, screen } from '@testing-library/react';
import {
  lendResizeObserver,
  observed,
  sized,
  takeResizeObserverBack,
} from '@tests/utils/fake-resize-observer';
import type { DataColumn } from './data-list-columns';
import { DataTable } from './data-list-table';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'Bakı' },
  { id: 2, name: 'Gəncə' },
];

beforeEach(lendResizeObserver);
afterEach(() => {
  takeResizeObserverBack();
  vi.restoreAllMocks();
});

it('becomes a scrollable region when its rows are wider than the box, without drawing the rows again', () => {
  sized(900);
  const cell = vi.fn((row: Row) => row.name);
  const columns: DataColumn<Row>[] = [{ id: 'name', header: 'Şəhər', cell }];
  render(
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      busy={false}
      caption="Şəhərlər"
      skeletonRows={2}
    />,
  );
  expect(cell).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();

  act(() => observed[0]?.report());

  // The box takes a tab stop and a name, so a keyboard can scroll it; the cells stay as they were.
  expect(screen.getByRole('region', { name: 'Şəhərlər' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('cell', { name: 'Gəncə' })).toBeInTheDocument();
  expect(cell).toHaveBeenCalledTimes(2);
});
