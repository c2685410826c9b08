import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/text-input';

/** A password field with its own show/hide switch, so a long password can be checked before saving. */
export function PasswordInput({
  label,
  autoComplete,
  helperText,
  error,
  registration,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('profile');
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      helperText={helperText}
      registration={registration}
      error={error}
      rightIcon={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'password.hide' : 'password.show', { field: label })}
          aria-pressed={visible}
          className="rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
      }
    />
  );
}
