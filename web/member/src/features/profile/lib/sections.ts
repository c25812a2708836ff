import { MEN_ONLY_FIELDS, OWNER_ONLY_FIELDS } from '@mawadda/contracts';

/**
 * How a profile's details are grouped on the page (spec §2: basic information, appearance,
 * education and work, faith and lifestyle; then family and plans), in the order a family reads
 * them. The edit form follows the same groups so a member finds each field where they saw it.
 */
export const DETAIL_SECTIONS = [
  {
    id: 'basic',
    fields: [
      'gender',
      'birthDate',
      'nationality',
      'languages',
      'maritalState',
      'country',
      'city',
      'address',
      'fullNameEn',
      'fullNameAr',
      'firstName',
      'lastName',
      'siteObjectiveId',
      'communicate',
    ],
  },
  { id: 'appearance', fields: ['height', 'weight', 'bodyType', 'skincolor', 'eyecolor', 'haircolor'] },
  { id: 'work', fields: ['qualification', 'education', 'profession', 'financialLevel'] },
  {
    id: 'faith',
    fields: ['religion', 'sect', 'religiosity', 'prayer', 'beard', 'smoking', 'wives', 'healthStatus'],
  },
  { id: 'family', fields: ['hasChildren', 'wantsChildren', 'marriageTimeline', 'relocate'] },
] as const;
export type SectionId = (typeof DETAIL_SECTIONS)[number]['id'];

const listed = (list: readonly string[]) => (field: string) => list.includes(field);

/** Beard and number of wives are asked of men only (the contract's list: the API refuses them for women). */
export const isMenOnly = listed(MEN_ONLY_FIELDS);

/** Never sent to other members (the contract's list); on the own profile marked "only you can see this". */
export const isOwnerOnly = listed(OWNER_ONLY_FIELDS);
