import type { ReactNode } from 'react';
import { TranslatableInputs } from 'react-admin';
import { CONTENT_LOCALES, FIRST_LOCALE } from './locales';

/** One tab per locale (Arabic first) around inputs whose value is `{ ar, en, ur, fa, tr }`. */
export function LocalizedInputs({ children, groupKey }: { children: ReactNode; groupKey?: string }) {
  return (
    <TranslatableInputs locales={[...CONTENT_LOCALES]} defaultLocale={FIRST_LOCALE} groupKey={groupKey}>
      {children}
    </TranslatableInputs>
  );
}
