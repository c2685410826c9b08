import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { onFirstInput } from '@/lib/on-first-input';
import type { LoginInput } from '../schemas';

type Field = keyof LoginInput;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

let rules: Promise<(values: LoginInput) => FieldErrors> | undefined;
const loadRules = () =>
  (rules ??= import('../schemas').then(({ loginSchema }) => (values: LoginInput) => {
    const result = loginSchema.safeParse(values);
    const errors: FieldErrors = {};
    // The first message of each field, as zodResolver gives it to the other forms.
    for (const issue of result.success ? [] : result.error.issues) {
      const name = issue.path[0];
      if (name === 'email' || name === 'password') errors[name] ??= issue.message;
    }
    return errors;
  }));

export function useLoginForm(onValid: (values: LoginInput) => void) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = useRef(values);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => onFirstInput(() => void loadRules()), []);

  /** Judges the values and shows the verdict, unless newer values have come since. */
  const check = async (checked: LoginInput) => {
    const found = (await loadRules())(checked);
    if (latest.current === checked) setErrors(found);
    return found;
  };

  const setFields = (patch: Partial<LoginInput>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (submitted.current) void check(next);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (node: HTMLInputElement | null) => {
      inputs.current[name] = node;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => setFields({ [name]: event.target.value }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const submittedValues = latest.current;
    void check(submittedValues).then((found) => {
      if (latest.current !== submittedValues) return; // typed on meanwhile: the next submit decides
      const firstWrong = FIELDS.find((name) => found[name]);
      if (firstWrong) inputs.current[firstWrong]?.focus();
      else onValid(submittedValues);
    });
  };

  return { field, errors, setFields, onSubmit };
}
