import { TextInput, type TextInputProps } from 'react-admin';
import { useSourceLocale } from './use-source-locale';

// Blank stays blank: react-admin turns '' into null by default, which a localized text refuses.
const keepBlank = (value: string | null) => value ?? '';

/** A text input inside LocalizedInputs, typed in its tab's language and direction (ar/ur/fa RTL). */
export function LocalizedTextInput(props: TextInputProps) {
  const { lang, dir } = useSourceLocale(props.source);
  return <TextInput parse={keepBlank} {...props} slotProps={{ htmlInput: { lang, dir } }} />;
}
