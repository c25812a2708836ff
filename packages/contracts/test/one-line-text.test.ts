import { describe, expect, it } from 'vitest';
import {
  companyRegistrationSchema,
  feedbackSubmitSchema,
  fieldIssuesFrom,
  individualRegistrationSchema,
  localizedTextSchema,
  messageTextSchema,
  planNamesSchema,
  profileEditSchema,
  translate,
  LOCALES,
  type FieldIssue,
} from '../src/index.js';

const REFUSED = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const ALLOWED = ['\u200C', '\u200D', '\u200E', '\u200F'];
const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`;

const registration = {
  fullName: 'Amina Yusuf',
  email: 'amina@example.com',
  phone: '+971501234567',
  password: 'Secret-2026',
  confirmPassword: 'Secret-2026',
  gender: 'female',
  birthDate: '1995-04-12',
  nationality: 'AE',
  country: 'AE',
  city: 'AE-SHJ',
  address: 'Al Majaz 2',
  maritalState: 'single',
  siteObjectiveId: 'marriage',
  communicate: 'chat',
  acceptOath: true,
  acceptTerms: true,
};

function issuesOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return fieldIssuesFrom(result.error as Parameters<typeof fieldIssuesFrom>[0], input);
}
const issueAt = (issues: FieldIssue[], field: string) => issues.find((i) => i.field === field);

describe('one-line texts refuse the bidi controls', () => {
  it('passes the registration that the spoofing cases start from', () => {
    expect(issuesOf(individualRegistrationSchema, registration)).toEqual([]);
  });

  it.each(REFUSED.map((c) => [hex(c), c]))('refuses %s in a name, naming the field', (_, c) => {
    const issues = issuesOf(individualRegistrationSchema, { ...registration, fullName: `Amina ${c}fdp.exe` });
    expect(issueAt(issues, 'fullName')).toMatchObject({
      messageKey: 'validation.bidiControls',
      params: { field: 'fullName' },
    });
  });

  it.each(ALLOWED.map((c) => [hex(c), c]))('keeps %s, which Persian and mixed names need', (_, c) => {
    expect(
      issuesOf(individualRegistrationSchema, { ...registration, fullName: `می${c}خواهم ${c}Amina` }),
    ).toEqual([]);
    expect(issuesOf(profileEditSchema, { firstName: `نرگس${c}خانم`, profession: `مهندس${c}ی` })).toEqual([]);
  });

  it('covers every one-line field: names, address, profession, company fields, titles and plan names', () => {
    const spoof = 'abc\u202Edef';
    const cases: [
      string,
      typeof issuesOf extends (s: infer S, i: unknown) => unknown ? S : never,
      unknown,
    ][] = [
      ['fullNameEn', individualRegistrationSchema, { ...registration, fullNameEn: spoof }],
      ['fullNameAr', individualRegistrationSchema, { ...registration, fullNameAr: spoof }],
      ['address', individualRegistrationSchema, { ...registration, address: spoof }],
      ['firstName', profileEditSchema, { firstName: spoof }],
      ['lastName', profileEditSchema, { lastName: spoof }],
      ['fullName', profileEditSchema, { fullName: spoof }],
      ['profession', profileEditSchema, { profession: spoof }],
      ['address', profileEditSchema, { address: spoof }],
      ['userName', feedbackSubmitSchema, { type: 'contact', userName: spoof }],
      ['en', localizedTextSchema, Object.fromEntries(LOCALES.map((l) => [l, l === 'en' ? spoof : 'Title']))],
      ['fa', planNamesSchema, { ar: 'a', en: 'b', ur: 'c', fa: spoof, tr: 'd' }],
      [
        'mailBox',
        companyRegistrationSchema,
        {
          companyNameEn: 'Nikah Co',
          companyNameAr: 'شركة نكاح',
          email: 'co@example.com',
          phone: '+971501234567',
          mailBox: spoof,
          address: 'Dubai',
          password: 'Secret-2026',
          confirmPassword: 'Secret-2026',
          acceptTerms: true,
        },
      ],
    ];
    for (const [field, schema, input] of cases)
      expect(issueAt(issuesOf(schema, input), field), field).toMatchObject({
        messageKey: 'validation.bidiControls',
      });
  });

  it('leaves multi-line texts their controls: about me, a chat message, a feedback description', () => {
    const mixed = 'قال \u2067Hello\u2069 ثم \u202Bمرحبا\u202C';
    expect(issuesOf(profileEditSchema, { aboutMe: mixed })).toEqual([]);
    expect(messageTextSchema.parse(mixed)).toBe(mixed);
    const feedback = { type: 'contact', userName: 'Amina', email: 'a@example.com', mobile: '+971501234567' };
    expect(issuesOf(feedbackSubmitSchema, { ...feedback, description: `${mixed} and more` })).toEqual([]);
  });

  it('says what is wrong in all five languages', () => {
    for (const locale of LOCALES) {
      const text = translate('validation.bidiControls', locale, { field: 'fullName' });
      expect(text, locale).not.toContain('validation.');
      expect(text.length, locale).toBeGreaterThan(20);
    }
  });
});
