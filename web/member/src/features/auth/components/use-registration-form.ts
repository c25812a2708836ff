import { useSpecForm } from '../../../lib/form/use-spec-form';
import { registrationFormSchema } from './form-schemas';

/**
 * Every field the server may name in a problem, so its message lands under that field (on its
 * step). The names in English and Arabic stay in the API for older clients; the form asks one name.
 */
export const REGISTRATION_FIELDS = [
  'fullName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'gender',
  'birthDate',
  'nationality',
  'country',
  'city',
  'address',
  'maritalState',
  'siteObjectiveId',
  'communicate',
  'acceptOath',
  'acceptTerms',
] as const;

/** Selects and checkboxes start empty from the DOM; only the text fields need a starting value. */
export function useRegistrationForm() {
  return useSpecForm(registrationFormSchema, {
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      birthDate: '',
      address: '',
    },
  });
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
