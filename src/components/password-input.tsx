import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from './inline-icons';
import { TextInput } from './text-input';

/** A password field with its own show/hide switch, so a long password can be checked before sending. */
export function PasswordInput(props: Omit<ComponentProps<typeof TextInput>, 'type' | 'rightIcon'>) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightIcon={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'ui:password.hide' : 'ui:password.show', { field: props.label })}
          aria-pressed={visible}
          className="rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Icon className="size-4" />
        </button>
      }
    />
  );
}
