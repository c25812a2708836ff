import { DateField as RaDateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Dates in the console's language (react-admin's own uses the browser's), with Latin digits. */
export const dateLocale = (lang: string) => (lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB');

export function DateField(props: DateFieldProps) {
  const [lang] = useLocaleState();
  return <RaDateField locales={dateLocale(lang)} {...props} />;
}
