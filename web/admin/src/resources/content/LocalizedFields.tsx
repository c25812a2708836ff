import type { ReactNode } from 'react';
import { TranslatableFields } from 'react-admin';
import { CONTENT_LOCALES, FIRST_LOCALE } from './locales';

/** One tab per locale (Arabic first) around fields whose value is `{ ar, en, ur, fa, tr }`. */
export function LocalizedFields({ children, groupKey }: { children: ReactNode; groupKey?: string }) {
  return (
    <TranslatableFields locales={[...CONTENT_LOCALES]} defaultLocale={FIRST_LOCALE} groupKey={groupKey}>
      {children}
    </TranslatableFields>
  );
}
