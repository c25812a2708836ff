import {
  useForm,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldIssuesFrom } from '@mawadda/contracts/field-issues';
import { specResolver } from './spec-resolver';

/**
 * Spec §5: validation runs on blur and on change, never on each keystroke. One exception: a shown
 * message goes away as soon as the field is right, while typing; otherwise it would vanish on the
 * blur of pressing "Send", the button would jump up under the finger, and the press would be lost.
 */
export function useSpecForm<S extends z.ZodType<FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S> & FieldValues, unknown, z.output<S>>, 'resolver' | 'mode'> = {},
) {
  type Values = z.input<S> & FieldValues;
  const form = useForm<Values, unknown, z.output<S>>({
    ...options,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'firstError',
    shouldFocusError: true,
    resolver: specResolver(schema) as never,
  });

  const clearWhenRight = async (name: Path<Values>) => {
    if (!form.getFieldState(name).error) return;
    const values = form.getValues();
    // Async: some rules (the common-password list) load lazily.
    const result = await schema.safeParseAsync(values);
    const stillWrong = !result.success && fieldIssuesFrom(result.error, values).some((i) => i.field === name);
    // Typing may have gone on meanwhile; only the latest value decides.
    if (!stillWrong && form.getValues(name) === values[name]) form.clearErrors(name);
  };

  const register = (name: Path<Values>, rules?: RegisterOptions<Values, Path<Values>>) =>
    form.register(name, {
      ...rules,
      onChange: (event: unknown) => {
        void clearWhenRight(name);
        return rules?.onChange?.(event);
      },
    });
  const registerChoice = (name: Path<Values>) =>
    form.register(name, { onChange: () => void form.trigger(name) });
  return { ...form, register, registerChoice };
}
