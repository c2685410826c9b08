import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_RANGES } from '@/lib/dates';
import { DateRangeFilter } from './date-range-filter';

describe('DateRangeFilter', () => {
  it('lists the eight ranges in order, translated, under an accessible name', () => {
    render(<DateRangeFilter value="allDays" onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Tarix aralığı' });
    const options = Array.from((select as HTMLSelectElement).options);
    expect(DATE_RANGES).toHaveLength(8);
    expect(options.map((option) => option.value)).toEqual([...DATE_RANGES]);
    expect(options.map((option) => option.textContent)).toEqual([
      'Bu gün',
      'Dünən',
      'Bu həftə',
      'Keçən həftə',
      'Bu ay',
      'Keçən ay',
      'Bu il',
      'Bütün günlər',
    ]);
    expect(select).toHaveValue('allDays');
  });

  it('reports the chosen key', async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter value="today" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Keçən həftə');
    expect(onChange).toHaveBeenCalledWith('lastWeek');
  });

  it('fills the width on a phone', () => {
    render(<DateRangeFilter value="today" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox')).toHaveClass('w-full');
  });
});
