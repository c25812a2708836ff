import type { MemberRegisteredPayload } from '@mawadda/contracts';
import { uuidv7 } from '../ids.js';

/**
 * What auth announces of a new member, for the suites of the services that hear it: a single
 * woman in Dubai unless the test says otherwise.
 */
export const registeredMember = (over: Partial<MemberRegisteredPayload> = {}): MemberRegisteredPayload => ({
  memberId: uuidv7(),
  kind: 'individual',
  fullName: 'Test Member',
  fullNameEn: null,
  fullNameAr: null,
  gender: 'female',
  birthDate: '1995-01-01',
  nationality: 'AE',
  country: 'AE',
  city: 'AE-DXB',
  address: null,
  maritalState: 'single',
  siteObjectiveId: 'marriage',
  communicate: 'chat',
  locale: 'ar',
  registeredAt: new Date().toISOString(),
  // No phone digest unless a suite needs one (billing's one trial per number).
  phoneKey: null,
  ...over,
});
