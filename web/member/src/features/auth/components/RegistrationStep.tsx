import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { BirthFieldset } from './BirthFieldset';
import { ContactFieldset } from './ContactFieldset';
import { IntentionsFieldset } from './IntentionsFieldset';
import { LocationFieldset } from './LocationFieldset';
import { NameFieldset } from './NameFieldset';
import { OathFieldset } from './OathFieldset';
import { PasswordFieldset } from './PasswordFieldset';
import type { RegistrationStepId } from './registration-steps';
import type { RegistrationForm } from './use-registration-form';

/** The questions of one registration step. */
export function RegistrationStep({
  id,
  form,
  options,
}: {
  id: RegistrationStepId;
  form: RegistrationForm;
  options: RegistrationOptions;
}) {
  switch (id) {
    case 'name':
      return <NameFieldset form={form} />;
    case 'birth':
      return <BirthFieldset form={form} options={options} />;
    case 'intentions':
      return <IntentionsFieldset form={form} options={options} />;
    case 'location':
      return <LocationFieldset form={form} options={options} />;
    case 'contact':
      return <ContactFieldset form={form} options={options} />;
    case 'password':
      return <PasswordFieldset form={form} />;
    case 'oath':
      return <OathFieldset form={form} />;
  }
}
