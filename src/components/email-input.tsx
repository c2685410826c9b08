import { TEXT_MAX } from '@/config/limits';
import { TextInput, type TextInputProps } from './text-input';

type EmailInputProps = Omit<TextInputProps, 'type' | 'maxLength' | 'autoComplete'> & {
  /** 'email' for the user's own address (the browser may offer it), 'off' for someone else's. */
  autoComplete: 'email' | 'off';
};

/**
 * An address the user types: the phone's e-mail keyboard and the spec's one length limit, so every
 * form that asks for an address asks the same way.
 */
export function EmailInput(props: EmailInputProps) {
  return <TextInput {...props} type="email" maxLength={TEXT_MAX.email} />;
}
