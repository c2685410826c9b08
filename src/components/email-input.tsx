import { TEXT_MAX } from '@/config/limits';
import { TextInput, type TextInputProps } from './text-input';

type EmailInputProps = Omit<TextInputProps, 'type' | 'maxLength' | 'autoComplete'> & {
  autoComplete: 'email' | 'off';
};

export function EmailInput(props: EmailInputProps) {
  return <TextInput {...props} type="email" maxLength={TEXT_MAX.email} />;
}
