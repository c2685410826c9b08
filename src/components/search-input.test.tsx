import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReportedState } from '@tests/utils/reported-state';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  it('is a labelled search box with an icon and the default placeholder', () => {
    const { container } = render(<SearchInput label="Sorğularda axtar" value="" onChange={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Sorğularda axtar' });
    expect(box).toHaveAttribute('placeholder', 'Axtar…');
    expect(container.querySelector('svg')).toBeInTheDocument();
  });

  it('reports every keystroke without waiting', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, change] = useReportedState('', onChange);
      return <SearchInput label="Axtar" placeholder="Kod" value={value} onChange={change} />;
    }
    render(<Harness />);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveAttribute('placeholder', 'Kod');
    await userEvent.type(box, 'abc');
    expect(onChange.mock.calls).toEqual([['a'], ['ab'], ['abc']]);
  });
});
