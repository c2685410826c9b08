import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { DateRangeFilter } from './date-range-filter';
import {
  FIELD_BOX,
  FIELD_DISABLED,
  FIELD_DISABLED_STATE,
  NATIVE_SELECT_CHEVRON,
  fieldBorderClasses,
  fieldBorderStateClasses,
  nativeSelectClasses,
} from './field-styles';
import { Select } from './select';
import { TextInput } from './text-input';

// Native selects, the searchable Select and text inputs share one look. The classes are written out
// for Tailwind; these checks keep the written-out pairs equal and every control on the shared box.

const classesOf = (value: string) => value.split(/\s+/).filter(Boolean);
/** The classes behind a pseudo-class variant, without it: 'focus:ring-2' → 'ring-2'. */
const underVariant = (value: string, variant: string) =>
  classesOf(value)
    .filter((name) => name.startsWith(`${variant}:`))
    .map((name) => name.slice(variant.length + 1));
const withoutVariants = (value: string) => classesOf(value).filter((name) => !name.includes(':'));

/** The control react-select draws around its input. */
const selectControl = (input: HTMLElement) => {
  let node: HTMLElement | null = input;
  while (node && !node.className.includes('rounded-lg')) node = node.parentElement;
  if (!node) throw new Error('no Select control');
  return node;
};

describe('field styles', () => {
  beforeAll(() => i18n.loadNamespaces(['ui', 'common']));

  it.each([false, true])(
    'gives a focused Select the border and ring a focused native field gets (error: %s)',
    (hasError) => {
      const native = fieldBorderClasses(hasError);
      expect(classesOf(fieldBorderStateClasses(hasError, false))).toEqual(withoutVariants(native));
      // Focused, the focus: classes replace the resting border colour.
      const resting = withoutVariants(native).filter((name) => !name.startsWith('border-'));
      expect(new Set(classesOf(fieldBorderStateClasses(hasError, true)))).toEqual(
        new Set([...resting, ...underVariant(native, 'focus')]),
      );
    },
  );

  it('disables both kinds of control alike', () => {
    expect(underVariant(FIELD_DISABLED, 'disabled')).toEqual(classesOf(FIELD_DISABLED_STATE));
  });

  it('puts text inputs, native selects and the Select on the same box', () => {
    render(
      <>
        <TextInput label="Ad" />
        <DateRangeFilter value="today" onChange={vi.fn()} />
        <Select label="Ölkə" options={[{ value: 1, label: 'Azərbaycan' }]} value={null} onChange={vi.fn()} />
      </>,
    );
    const controls = {
      text: screen.getByLabelText('Ad'),
      native: screen.getByRole('combobox', { name: 'Tarix aralığı' }),
      select: selectControl(screen.getByLabelText('Ölkə')),
    };
    for (const control of Object.values(controls)) {
      expect(classesOf(control.className)).toEqual(expect.arrayContaining(classesOf(FIELD_BOX)));
    }
    expect(controls.native.className).toBe(`${nativeSelectClasses()} w-full pl-9`);
  });

  it('draws the same chevron on a native select as on the Select', async () => {
    render(
      <Select label="Ölkə" options={[{ value: 1, label: 'Azərbaycan' }]} value={null} onChange={vi.fn()} />,
    );
    const control = selectControl(screen.getByLabelText('Ölkə'));
    const drawn = control.querySelector('svg path')?.getAttribute('d');
    const encoded = /url\((data:[^)]*)\)/.exec(NATIVE_SELECT_CHEVRON)?.[1] ?? '';
    const svg = decodeURIComponent(encoded.replace('data:image/svg+xml,', ''));
    expect(drawn).toBeTruthy();
    expect(svg).toContain(`d='${drawn}'`);
    // slate-400, the colour of the Select's chevron (text-slate-400 in SELECT_CHEVRON).
    expect(svg).toContain("stroke='#94a3b8'");
    expect(control.querySelector('svg')).toHaveClass('size-4', 'text-slate-400');
    // Still a working control: the chevron opens the menu.
    await userEvent.click(screen.getByLabelText('Ölkə'));
    expect(screen.getByRole('option', { name: 'Azərbaycan' })).toBeInTheDocument();
  });
});
