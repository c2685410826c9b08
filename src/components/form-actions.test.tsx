import { render, screen } from '@testing-library/react';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('puts the buttons at the right, in the order given, wrapping on a narrow screen', () => {
    render(
      <FormActions>
        <button type="button">Ləğv et</button>
        <button type="submit">Yadda saxla</button>
      </FormActions>,
    );
    const row = screen.getByRole('button', { name: 'Yadda saxla' }).parentElement!;
    expect(row).toHaveClass('flex', 'flex-wrap', 'justify-end');
    expect(row).not.toHaveClass('border-t');
    expect([...row.children].map((b) => b.textContent)).toEqual(['Ləğv et', 'Yadda saxla']);
  });

  it('is ruled off from a long form’s fields when asked, and takes the caller’s spacing', () => {
    render(
      <FormActions ruled className="mt-6">
        <button type="submit">Yadda saxla</button>
      </FormActions>,
    );
    expect(screen.getByRole('button').parentElement).toHaveClass('border-t', 'pt-4', 'mt-6', 'justify-end');
  });
});
