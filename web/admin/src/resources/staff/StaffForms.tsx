import { Stack } from '@mui/material';
import {
  Create,
  Edit,
  EmailField,
  Labeled,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { staffCreateSchema, staffUpdateSchema } from '@mawadda/contracts';
import { SaveOnlyToolbar } from '../content/SaveOnlyToolbar';
import { toInputBody, useZodValidate } from '../content/zod-validate';
import { roleChoices, statusChoices } from './choices';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { TwoFactorField } from './TwoFactorField';

// Both bodies are strict on the API: exactly these fields, nothing of the record besides.
const pickUpdate = (data: Record<string, unknown>) => ({ role: data.role, status: data.status });
// Two-step sign-in is shown, not edited: staff set it up themselves; an admin may only reset it.

function StaffCreateForm() {
  const validate = useZodValidate(staffCreateSchema);
  return (
    <SimpleForm validate={validate} defaultValues={{ role: 'moderator' }} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="email" type="email" slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }} />
      <TextInput source="fullName" />
      <SelectInput source="role" choices={roleChoices} />
      <PasswordInput
        source="password"
        helperText="mw.staff.passwordHelp"
        inputProps={{ autoComplete: 'new-password' }}
      />
    </SimpleForm>
  );
}

// Staff accounts are never deleted from here (suspend instead): the toolbars only save.
function StaffEditForm() {
  const validate = useZodValidate(staffUpdateSchema);
  return (
    <SimpleForm validate={(values) => validate(pickUpdate(values))} toolbar={<SaveOnlyToolbar />}>
      <Labeled source="fullName">
        <TextField source="fullName" />
      </Labeled>
      <Labeled source="email">
        <EmailField source="email" />
      </Labeled>
      <Labeled source="lastSignInAt">
        <DateField source="lastSignInAt" showTime emptyText="—" />
      </Labeled>
      <Labeled source="twoFactorEnabled">
        <Stack direction="row" spacing={2} alignItems="center">
          <TwoFactorField />
          <ResetTwoFactorButton />
        </Stack>
      </Labeled>
      <SelectInput source="role" choices={roleChoices} />
      <SelectInput source="status" choices={statusChoices} />
    </SimpleForm>
  );
}

export const StaffCreate = () => (
  <Create transform={toInputBody(staffCreateSchema)} redirect="list">
    <StaffCreateForm />
  </Create>
);

export const StaffEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={(data: Record<string, unknown>) => toInputBody(staffUpdateSchema)(pickUpdate(data))}
    redirect="list"
  >
    <StaffEditForm />
  </Edit>
);
