import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { bindFields } from './forms';
import { i18n } from './i18n';

// bindFields pairs a field's registration with its own error, by one name: a nested name reads the
// error react-hook-form keeps under it, and no field shows another's. The fields are bound while the
// form renders, as a component binds them.

type Values = { email: string; pickup: { city: string; address: string } };

function renderBound() {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { email: '', pickup: { city: '', address: '' } } });
    const field = bindFields(form, i18n.t);
    return { form, email: field('email'), city: field('pickup.city'), address: field('pickup.address') };
  });
}

it('registers each field under its name and gives no error while it has none', () => {
  const { result } = renderBound();
  expect(result.current.city.registration.name).toBe('pickup.city');
  expect(result.current.email.registration.name).toBe('email');
  expect([result.current.email.error, result.current.city.error]).toEqual([undefined, undefined]);
});

it("translates the field's own error, nested or not, and leaves it off the others", async () => {
  await i18n.changeLanguage('en');
  const { result } = renderBound();
  act(() => {
    result.current.form.setError('pickup.city', { message: 'common:text.field_required' });
    result.current.form.setError('email', { message: 'validation:tooLong|20000' });
  });
  expect(result.current.city.error).toBe('This field is required');
  expect(result.current.email.error).toBe('At most 20,000 characters');
  expect(result.current.address.error).toBeUndefined();
});
