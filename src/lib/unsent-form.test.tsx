import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { signJwt } from '@/mocks/jwt';
import { endSession, startSession } from './session';
import { notify } from './toast';
import { hasUnsentForm, useUnsentForm } from './unsent-form';

// A session that expires mid-form keeps what was typed (never the secrets) for the same user, once.

type Values = { name: string; amount: number; password: string };
const typed: Values = { name: 'Nərmin Qasımova', amount: 1850, password: 'Temp-2026!' };
const empty: Values = { name: '', amount: 0, password: '' };

const signInAs = (sub: string) =>
  startSession({ accessToken: signJwt({ organizationType: 'IMPORTER', sub }, 60), refreshToken: 'r' });

function renderForm(id = 'member-add') {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: empty });
    useUnsentForm(form, { id, omit: ['password'] });
    return form;
  });
}

function typeAndExpire(reason: 'expired' | 'logout' = 'expired') {
  const view = renderForm();
  act(() => {
    view.result.current.setValue('name', typed.name);
    view.result.current.setValue('amount', typed.amount);
    view.result.current.setValue('password', typed.password);
  });
  act(() => endSession(reason));
  view.unmount();
}

const notice = vi.spyOn(notify, 'notification').mockImplementation(() => '');
beforeEach(() => notice.mockClear());
afterAll(() => notice.mockRestore());

describe('useUnsentForm', () => {
  it('keeps the values of an expired session, without the secrets, and restores them once', () => {
    signInAs('7');
    typeAndExpire();
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain('Nərmin Qasımova');
    expect(stored[0]).not.toContain('Temp-2026!');

    signInAs('7');
    expect(hasUnsentForm('member-add')).toBe(true);
    const back = renderForm();
    expect(back.result.current.getValues()).toEqual({ ...typed, password: '' });
    expect(back.result.current.formState.isDirty).toBe(true);
    expect(notice).toHaveBeenCalledWith(
      'Göndərilməmiş məlumatlarınız bərpa olundu. Yoxlayıb yenidən göndərin.',
    );
    expect(hasUnsentForm('member-add')).toBe(false);
    back.unmount();

    expect(renderForm().result.current.getValues()).toEqual(empty);
    expect(notice).toHaveBeenCalledTimes(1);
  });

  it('says the values are back even when the form already shows them from its own copy', () => {
    signInAs('7');
    typeAndExpire();
    signInAs('7');
    // The form opens with what was typed (as the create flow does from its reload copy).
    const back = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { ...typed, password: '' } });
      useUnsentForm(form, { id: 'member-add', omit: ['password'] });
      return form;
    });
    expect(back.result.current.getValues()).toEqual({ ...typed, password: '' });
    expect(notice).toHaveBeenCalledTimes(1);
    expect(hasUnsentForm('member-add')).toBe(false);
  });

  it("never gives one user's copy to another", () => {
    signInAs('7');
    typeAndExpire();
    signInAs('8');
    expect(hasUnsentForm('member-add')).toBe(false);
    expect(renderForm().result.current.getValues()).toEqual(empty);
    expect(notice).not.toHaveBeenCalled();
  });

  it('keeps nothing when the user chose to log out', () => {
    signInAs('7');
    typeAndExpire('logout');
    expect(sessionStorage.length).toBe(0);
  });

  it('writes nothing for a form whose every field is secret, and only for its own form id', () => {
    signInAs('7');
    const view = renderHook(() => {
      const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
      useUnsentForm(form, { id: 'password', omit: ['password'] });
      return form;
    });
    act(() => view.result.current.setValue('password', 'Yeni-Sifre-2025'));
    act(() => endSession('expired'));
    view.unmount();
    expect(sessionStorage.length).toBe(0);

    signInAs('7');
    typeAndExpire();
    signInAs('7');
    expect(renderForm('another-form').result.current.getValues()).toEqual(empty);
  });
});
