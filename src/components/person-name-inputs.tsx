import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '@/config/limits';
import { bindFields } from '@/lib/forms';
import { TextInput } from './text-input';

type PersonName = { name: string; surname: string };

type Props = {
  register: UseFormRegister<PersonName>;
  errors: FieldErrors<PersonName>;
  labels: PersonName;
  someoneElse?: boolean;
};

export function PersonNameInputs({ register, errors, labels, someoneElse = false }: Props) {
  const { t } = useTranslation();
  const field = bindFields({ register, formState: { errors } }, t);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        label={labels.name}
        autoComplete={someoneElse ? 'off' : 'given-name'}
        maxLength={TEXT_MAX.personName}
        {...field('name')}
      />
      <TextInput
        label={labels.surname}
        autoComplete={someoneElse ? 'off' : 'family-name'}
        maxLength={TEXT_MAX.personName}
        {...field('surname')}
      />
    </div>
  );
}
