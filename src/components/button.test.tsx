import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { BUTTON_VARIANT_CLASSES, Button, buttonClasses, type ButtonVariant } from './button';

const VARIANTS = Object.keys(BUTTON_VARIANT_CLASSES) as ButtonVariant[];

describe('Button', () => {
  it('gives every variant its own look', () => {
    expect(VARIANTS.length).toBeGreaterThan(1);
    const rendered = VARIANTS.map((variant) => {
      render(<Button variant={variant}>{variant}</Button>);
      return screen.getByRole('button', { name: variant }).className;
    });
    expect(new Set(rendered).size).toBe(VARIANTS.length);
  });

  it('uses the dark translucent style when no variant is given', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('bg-slate-900/80');
  });

  it('has a large and a default size', () => {
    expect(buttonClasses({ size: 'large' })).toContain('h-12');
    expect(buttonClasses({ size: 'default' })).toContain('h-10');
    expect(buttonClasses({ fullWidth: true })).toContain('w-full');
    expect(buttonClasses()).not.toContain('w-full');
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('passes native props and forwards its ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} type="submit" aria-label="Send" onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy and shows a spinner instead of the left icon', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button leftIcon={<svg data-testid="left" />} rightIcon={<svg data-testid="right" />} onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('left')).toBeInTheDocument();
    expect(button.querySelector('[data-slot="button-spinner"]')).toBeNull();

    rerender(
      <Button
        loading
        leftIcon={<svg data-testid="left" />}
        rightIcon={<svg data-testid="right" />}
        onClick={onClick}
      >
        Save
      </Button>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="button-spinner"]')).toHaveClass('animate-spin');
    expect(screen.queryByTestId('left')).toBeNull();
    expect(screen.getByTestId('right')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
