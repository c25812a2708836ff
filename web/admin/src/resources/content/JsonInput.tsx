import { TextInput, type TextInputProps } from 'react-admin';
import type { Prepare } from './zod-validate';

// The form keeps the text as typed; it becomes an object only when checked and sent (see jsonField).
const asText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, null, 2);
const keepText = (value: string | null) => value ?? '';

/** A JSON object typed as text (a block's extra data). */
export function JsonInput(props: TextInputProps) {
  return (
    <TextInput
      multiline
      minRows={3}
      format={asText}
      parse={keepText}
      helperText="mw.content.dataHelp"
      {...props}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
    />
  );
}

/** Reads the JSON text of `name`: blank is null, valid JSON its value, anything else stays text for the schema to refuse. */
export const jsonField =
  (name: string): Prepare =>
  (values) => {
    const raw = values[name];
    if (typeof raw !== 'string') return values;
    if (!raw.trim()) return { ...values, [name]: null };
    try {
      return { ...values, [name]: JSON.parse(raw) as unknown };
    } catch {
      return values;
    }
  };
