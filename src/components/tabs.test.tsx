import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReportedState } from '@tests/utils/reported-state';
import { Tabs } from './tabs';

const TABS = [
  { value: 'active', label: 'Aktiv', count: 4 },
  { value: 'confirmed', label: 'Təsdiqlənmiş' },
  { value: 'lost', label: 'Uduzulmuş', count: 0 },
];

function Harness({
  onValueChange,
  withPanel = true,
}: {
  onValueChange?: (value: string) => void;
  withPanel?: boolean;
}) {
  const [value, change] = useReportedState('active', onValueChange);
  return (
    <Tabs tabs={TABS} value={value} ariaLabel="Təkliflər" onValueChange={change}>
      {withPanel ? <p>List of {value}</p> : undefined}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tablist with one tab per item and its count', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Təkliflər' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Aktiv4', 'Təsdiqlənmiş', 'Uduzulmuş0']);
    expect(screen.getByRole('tab', { name: /Aktiv/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the children as the active panel, labelled by its tab', () => {
    render(<Harness />);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('List of active');
    expect(screen.getByRole('tab', { name: /Aktiv/ })).toHaveAttribute('aria-controls', panel.id);
  });

  it('changes tab by click', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Təsdiqlənmiş' }));
    expect(onValueChange).toHaveBeenCalledWith('confirmed');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('List of confirmed');
  });

  it('moves with the arrow keys, Home and End', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: /Aktiv/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Təsdiqlənmiş' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('confirmed');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Uduzulmuş/ })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('lost');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Aktiv/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Uduzulmuş/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Aktiv/ })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('active');
  });

  it('is one stop in the Tab order, and the panel is named by its tab', async () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.click(screen.getByRole('tab', { name: 'Təsdiqlənmiş' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Təsdiqlənmiş' })).toBeInTheDocument();
  });

  it('with a value no tab has, selects none, keeps the first reachable and names the panel by no tab', () => {
    render(
      <Tabs tabs={TABS} value="archived" ariaLabel="Təkliflər" onValueChange={vi.fn()}>
        <p>Archive</p>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-labelledby');
    screen.getAllByRole('tab').forEach((tab) => expect(tab).toHaveAttribute('aria-selected', 'false'));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('does not report the tab already chosen again', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Aktiv/ }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('scrolls sideways instead of wrapping on a phone', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist')).toHaveClass('overflow-x-auto');
    screen.getAllByRole('tab').forEach((tab) => expect(tab).toHaveClass('shrink-0', 'whitespace-nowrap'));
  });

  it('without children points no tab at a missing panel', () => {
    render(<Harness withPanel={false} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    screen.getAllByRole('tab').forEach((tab) => expect(tab).not.toHaveAttribute('aria-controls'));
  });
});
