import type { GuardianLinkedMember } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { displayName } from '../../../lib/display-name';

/**
 * The ward's first name in the guardian's page language, by the same rule as every member's name
 * (lib/display-name): the Arabic page shows the Arabic spelling, the English and Turkish pages the
 * Latin one, when the member gave it.
 */
export const wardName = (
  ward: Pick<GuardianLinkedMember, 'firstName' | 'firstNameEn' | 'firstNameAr'>,
  locale: Locale,
): string =>
  displayName(
    { fullName: ward.firstName, fullNameEn: ward.firstNameEn, fullNameAr: ward.firstNameAr },
    locale,
  );
