import type { UseFormReturn } from 'react-hook-form';
import type { Preferences } from '@mawadda/contracts';
import type { WishLabels } from './use-wish-labels';
import type { PreferencesFormValues } from './wishes';

export type PreferencesForm = UseFormReturn<PreferencesFormValues, unknown, Preferences>;

/** What every part of the form is handed: the form itself and the page's words. */
export interface WishKit {
  form: PreferencesForm;
  labels: WishLabels;
}

/** The message of the error at a path of the form (`age.value.max`), if there is one. */
export function errorAt(form: PreferencesForm, path: string): { message?: string } | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
  const message = (found as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? { message } : undefined;
}
