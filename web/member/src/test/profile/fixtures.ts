import {
  memberProfileSchema,
  ownProfileSchema,
  type MemberProfile,
  type OwnProfile,
  type ProfileImage,
} from '@mawadda/contracts';

export const OWN_ID = '0b0e7f3c-3f55-4a43-9a3e-6c1d8e2f4a10';
export const OTHER_ID = '5f9d2c1a-8b7e-4c3d-a2f1-0e9d8c7b6a54';

/** An image as the API answers it: widths ascending, each URL signed (opaque to the site). */
export const image = (id: string, owner = OWN_ID): ProfileImage => ({
  id,
  width: 1024,
  height: 768,
  variants: [320, 640, 1024].map((width) => ({
    width,
    url: `/api/profile/media/${owner}/${id}/w${width}.webp?v=member%3A${owner}&e=1900000000&s=sig-${id}-${width}`,
  })),
  createdAt: '2026-11-01T10:00:00Z',
});

const shared = {
  kind: 'individual' as const,
  fullName: 'Amina Saleh',
  firstName: null,
  lastName: null,
  fullNameEn: null,
  fullNameAr: null,
  gender: 'female' as const,
  age: 30,
  nationality: 'AE',
  country: 'AE',
  city: 'AE-DXB',
  maritalState: 'single',
  siteObjectiveId: 'marriage',
  communicate: 'chat',
  eyecolor: 'brown' as const,
  haircolor: null,
  skincolor: 'wheatish' as const,
  bodyType: null,
  weight: null,
  height: 165,
  qualification: 'bachelor' as const,
  profession: 'Teacher',
  financialLevel: null,
  education: 'teaching' as const,
  healthStatus: 'healthy' as const,
  beard: null,
  religiosity: 'practising' as const,
  prayer: 'always' as const,
  smoking: 'no' as const,
  wives: null,
  religion: 'islam' as const,
  aboutMe: 'I teach children to read, and I hope for a calm home built on faith.',
  visibility: 'public' as const,
  presence: 'online' as const,
};

/** The signed-in member's own profile (parsed, so a fixture that breaks the contract fails here). */
export const ownProfile = (over: Partial<OwnProfile> = {}): OwnProfile =>
  ownProfileSchema.parse({
    ...shared,
    memberId: OWN_ID,
    media: { avatar: null, cover: null, photos: [image('p1'), image('p2')], cv: null, video: null },
    birthDate: '1995-04-12',
    address: 'Al Barsha 1, Dubai',
    completeness: 52,
    missing: ['haircolor', 'bodyType', 'weight', 'financialLevel', 'avatar'],
    lastActiveAt: '2026-11-20T09:00:00Z',
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-20T09:00:00Z',
    memberNo: 10001,
    photosHidden: false,
    cvHidden: false,
    ...over,
  });

/** A man's profile: beard and number of wives are his questions. */
export const manProfile = (over: Partial<OwnProfile> = {}): OwnProfile =>
  ownProfile({ fullName: 'Yusuf Karim', gender: 'male', beard: 'short', wives: 0, ...over });

/** Another member as a viewer gets them. */
export const memberProfile = (over: Partial<MemberProfile> = {}): MemberProfile =>
  memberProfileSchema.parse({
    ...shared,
    memberId: OTHER_ID,
    fullName: 'Maryam Hassan',
    media: { avatar: null, cover: null, photos: [image('q1', OTHER_ID)], cv: null, video: null },
    mediaLocked: false,
    hidden: { photos: false, cv: false },
    revealRequests: [],
    limited: false,
    ...over,
  });

/** A problem+json answer as the API sends it, with one field error. */
export const fieldProblem = (
  status: number,
  field: string,
  message: string,
  messageKey = 'validation.invalid',
) => ({
  status,
  body: {
    type: 'about:blank',
    title: 'Bad Request',
    status,
    code: 'validation_failed',
    messageKey,
    detail: message,
    field,
    errors: [{ field, code: 'rule', messageKey, message }],
  },
});
