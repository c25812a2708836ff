import { FormDataConsumer, TextInput, type TextInputProps } from 'react-admin';
import { ImagePreview } from './ImagePreview';
import { valueAt } from './value-at';

/** A cover image's address (a site path or an https URL) with its preview under it. */
export function ImageUrlInput(props: TextInputProps) {
  return (
    <>
      <TextInput helperText="mw.content.imageHelp" {...props} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <FormDataConsumer source={props.source}>
        {({ formData }) => {
          const value = valueAt(formData, props.source);
          return <ImagePreview src={typeof value === 'string' ? value : null} />;
        }}
      </FormDataConsumer>
    </>
  );
}
