import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/locale.js';
import {
  PROFILE_ENUMS,
  PROFILE_ENUM_LABELS,
  PROFILE_FEMININE_LABELS,
  preferencesSchema,
  profileValueLabel,
  setWishes,
} from '../src/profile/index.js';

describe('profile labels', () => {
  it('label every value of every list in the five languages', () => {
    for (const [field, values] of Object.entries(PROFILE_ENUMS)) {
      const labels: Record<string, Record<string, string>> = PROFILE_ENUM_LABELS[field as 'sect'];
      for (const value of values)
        for (const locale of LOCALES)
          expect(labels[value]?.[locale], `${field}.${value}.${locale}`).toBeTruthy();
    }
  });

  it('give a woman her own form where the language has one, and a man the plain one', () => {
    expect(profileValueLabel('religiosity', 'practising', 'ar', 'female')).toBe('ملتزمة');
    expect(profileValueLabel('smoking', 'no', 'ar', 'female')).toBe('غير مدخنة');
    expect(profileValueLabel('smoking', 'no', 'ar', 'male')).toBe('غير مدخن');
    expect(profileValueLabel('smoking', 'no', 'en', 'female')).toBe('Non-smoker');
    expect(profileValueLabel('sect', 'prefer-not-to-say', 'ar', 'female')).toBe('أفضل عدم الإفصاح');
    expect(profileValueLabel('sect', 'nonsense', 'ar', 'female')).toBeUndefined();
    // Her build and whether she is online describe her too; Urdu's verbs agree with her.
    expect(profileValueLabel('bodyType', 'slim', 'ar', 'female')).toBe('نحيفة');
    expect(profileValueLabel('presence', 'online', 'ar', 'female')).toBe('متصلة الآن');
    expect(profileValueLabel('wantsChildren', 'yes', 'ur', 'female')).toBe('بچے چاہتی ہیں');
    expect(profileValueLabel('wantsChildren', 'yes', 'ur', 'male')).toBe('بچے چاہتے ہیں');
  });

  it("name a member's marital state in his or her form, and both only when the gender is unknown", () => {
    expect(profileValueLabel('maritalState', 'widowed', 'ar', 'female')).toBe('أرملة');
    expect(profileValueLabel('maritalState', 'widowed', 'ar', 'male')).toBe('أرمل');
    expect(profileValueLabel('maritalState', 'widowed', 'ur', 'female')).toBe('بیوہ');
    expect(profileValueLabel('maritalState', 'single', 'ar', 'male')).toBe('أعزب');
    expect(profileValueLabel('maritalState', 'divorced', 'ar', 'female')).toBe('مطلقة');
    expect(profileValueLabel('maritalState', 'divorced', 'en', 'female')).toBe('Divorced');
    expect(profileValueLabel('maritalState', 'single', 'ar', null)).toBe('أعزب / عزباء');
  });

  it('have feminine forms only for values that exist', () => {
    for (const [field, forms] of Object.entries(PROFILE_FEMININE_LABELS))
      for (const value of Object.keys(forms ?? {}))
        expect(PROFILE_ENUMS[field as 'sect'] as readonly string[]).toContain(value);
  });
});

describe('preferencesSchema', () => {
  it('takes each wish as a value and must or nice, and drops the unset ones', () => {
    const parsed = preferencesSchema.parse({
      age: { value: { min: 25, max: 35 }, importance: 'must' },
      distanceKm: { value: 100, importance: 'nice' },
      sect: null,
    });
    expect(setWishes(parsed)).toEqual({
      age: { value: { min: 25, max: 35 }, importance: 'must' },
      distanceKm: { value: 100, importance: 'nice' },
    });
  });

  it.each([
    [{ age: { value: { min: 35, max: 25 }, importance: 'must' } }, 'search.rangeReversed'],
    [{ prayer: { value: ['daily'], importance: 'nice' } }, 'validation.unknownOption'],
    [{ colour: { value: ['blue'], importance: 'nice' } }, undefined],
  ])('refuses %j', (input, message) => {
    const result = preferencesSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error!.issues[0]!.message).toBe(message);
  });
});
