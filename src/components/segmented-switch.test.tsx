import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SegmentedSwitch } from './segmented-switch';

function Harness() {
  const [value, setValue] = useState<'week' | 'month'>('week');
  return (
    <SegmentedSwitch
      legend="Dövr"
      options={['week', 'month'] as const}
      value={value}
      onChange={setValue}
      label={(option) => (option === 'week' ? 'Həftə' : 'Ay')}
    />
  );
}

describe('SegmentedSwitch', () => {
  it('is a named group of radios, the chosen one checked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Dövr' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Həftə' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Ay' }));
    expect(screen.getByRole('radio', { name: 'Ay' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Həftə' })).not.toBeChecked();
  });

  it('labels an option by its own value when given no label', () => {
    render(<SegmentedSwitch legend="Valyuta" options={['AZN', 'USD']} value="USD" onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'AZN' })).not.toBeChecked();
  });
});
