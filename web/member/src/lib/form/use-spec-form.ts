import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { specResolver } from './spec-resolver';

/**
 * Spec §5: validation runs on blur, on change and on model update, never on each keystroke.
 * Text fields validate when they lose focus; choices (selects, checkboxes) when they change.
 */
export function useSpecForm<S extends z.ZodType<FieldValues>>(schema: S, options: Omit<UseFormProps<z.input<S> & FieldValues, unknown, z.output<S>>, 'resolver' | 'mode'> = {}) {
  const form = useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    ...options,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'firstError',
    shouldFocusError: true,
    resolver: specResolver(schema) as never,
  });
  const registerChoice = (name: Path<z.input<S> & FieldValues>) =>
    form.register(name, { onChange: () => void form.trigger(name) });
  return { ...form, registerChoice };
}
