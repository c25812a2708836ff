import { FormDataConsumer, type TextInputProps } from 'react-admin';
import { LocalizedTextInput } from './LocalizedTextInput';
import { MarkdownPreview } from './MarkdownPreview';
import { useSourceLocale } from './use-source-locale';
import { valueAt } from './value-at';

/** A Markdown body inside LocalizedInputs, with a live preview of what the site will show. */
export function MarkdownInput(props: TextInputProps) {
  const { lang, dir, finalSource } = useSourceLocale(props.source);
  return (
    <>
      <LocalizedTextInput multiline minRows={6} {...props} />
      <FormDataConsumer source={props.source}>
        {({ formData }) => {
          const value = valueAt(formData, finalSource);
          return <MarkdownPreview text={typeof value === 'string' ? value : ''} lang={lang} dir={dir} />;
        }}
      </FormDataConsumer>
    </>
  );
}
