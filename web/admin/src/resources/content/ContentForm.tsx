import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import type { z } from 'zod';
import { toInputBody, useZodValidate, type Prepare } from './zod-validate';

interface ContentFormProps {
  schema: z.ZodType;
  defaultValues?: Record<string, unknown>;
  prepare?: Prepare;
  /** The form's toolbar, where the API deletes no such record (`SaveOnlyToolbar`). */
  toolbar?: ReactElement;
  children: ReactNode;
}

/** A content form checked by the contract's input schema before it is sent. */
export function ContentForm({ schema, defaultValues, prepare, toolbar, children }: ContentFormProps) {
  const validate = useZodValidate(schema, prepare);
  return (
    <SimpleForm
      validate={validate}
      defaultValues={defaultValues}
      toolbar={toolbar}
      sx={{ maxWidth: '60rem' }}
    >
      {children}
    </SimpleForm>
  );
}

/**
 * Edit and create of content: the body sent is exactly the contract's input schema, and a save
 * waits for the API (pessimistic) so a refusal is shown on the form rather than undone later.
 */
interface ContentSaveProps {
  schema: z.ZodType;
  prepare?: Prepare;
  children: ReactNode;
}

export function ContentEdit({ schema, prepare, children }: ContentSaveProps) {
  return (
    <Edit mutationMode="pessimistic" transform={toInputBody(schema, prepare)}>
      {children}
    </Edit>
  );
}

export function ContentCreate({ schema, prepare, children }: ContentSaveProps) {
  return (
    <Create transform={toInputBody(schema, prepare)} redirect="show">
      {children}
    </Create>
  );
}
