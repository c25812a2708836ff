import type { Locale, Localized } from '@mawadda/contracts/locale';

/** Reference entries as select options, labelled in the page's locale (Arabic if a label is missing). */
export const toOptions = (list: readonly { id: string; label: Localized }[], locale: Locale) =>
  list.map((o) => ({ value: o.id, label: o.label[locale] || o.label.ar }));
