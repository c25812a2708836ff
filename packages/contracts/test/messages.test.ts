import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/locale.js';
import {
  isMessageKey,
  messages,
  pluralCategory,
  translate,
  type Message,
  type MessageKey,
} from '../src/messages/index.js';

const keys = Object.keys(messages.en) as MessageKey[];

/** Every text a message can render, whichever gender and number. */
const textsOf = (m: Message): string[] =>
  typeof m === 'string'
    ? [m]
    : 'feminine' in m
      ? [...textsOf(m.masculine), ...textsOf(m.feminine)]
      : Object.entries(m)
          .filter(([k]) => k !== 'plural')
          .map(([, v]) => v as string);

const placeholders = (s: string) => new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));

describe('server messages: plural forms by Intl.PluralRules', () => {
  it('reads the Arabic password-length message right for 1, 2, 3, 8, 11, 100 and 0', () => {
    const min = (n: number) => translate('validation.minLength', 'ar', { field: 'password', min: n });
    expect(min(8)).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف.');
    expect(min(3)).toBe('يجب ألا تقل كلمة المرور عن 3 أحرف.');
    expect(min(11)).toBe('يجب ألا تقل كلمة المرور عن 11 حرفًا.');
    expect(min(100)).toBe('يجب ألا تقل كلمة المرور عن 100 حرف.');
    expect(min(1)).toBe('يجب ألا تقل كلمة المرور عن حرف واحد.');
    expect(min(2)).toBe('يجب ألا تقل كلمة المرور عن حرفين.');
    expect(min(0)).toBe('يجب ألا تقل كلمة المرور عن 0 حرف.');
  });

  it('agrees in gender with the Arabic field it names', () => {
    expect(translate('validation.required', 'ar', { field: 'communicate' })).toBe('طريقة التواصل مطلوبة.');
    expect(translate('validation.required', 'ar', { field: 'fullName' })).toBe('الاسم الكامل مطلوب.');
    expect(translate('validation.maxLength', 'ar', { field: 'fullName', max: 100 })).toBe(
      'يجب ألا يزيد الاسم الكامل على 100 حرف.',
    );
    expect(translate('validation.maxLength', 'ar', { field: 'aboutMe', max: 2000 })).toBe(
      'يجب ألا تزيد نبذة عني على 2000 حرف.',
    );
    expect(translate('validation.invalid', 'ar', { field: 'nationality' })).toBe('الجنسية غير صالحة.');
    expect(translate('search.rangeReversed', 'ar', { field: 'ageMax', min: 40 })).toBe(
      'يجب ألا يقل العمر الأقصى عن الحد الأدنى (40).',
    );
    // A field the catalogue does not name is shown as given, and agreed with as masculine.
    expect(translate('validation.required', 'ar', { field: 'somethingNew' })).toBe('somethingNew مطلوب.');
  });

  it('counts seconds and photos in Arabic', () => {
    const retryIn = (seconds: number) => translate('error.rateLimited', 'ar', { seconds });
    expect(retryIn(1)).toBe('محاولات كثيرة جدًا. يرجى المحاولة مجددًا بعد ثانية واحدة.');
    expect(retryIn(2)).toBe('محاولات كثيرة جدًا. يرجى المحاولة مجددًا بعد ثانيتين.');
    expect(retryIn(5)).toBe('محاولات كثيرة جدًا. يرجى المحاولة مجددًا بعد 5 ثوانٍ.');
    expect(retryIn(30)).toBe('محاولات كثيرة جدًا. يرجى المحاولة مجددًا بعد 30 ثانية.');
    expect(translate('error.photoLimit', 'ar', { max: 12 })).toBe(
      'لا يتّسع ألبومك لأكثر من 12 صورة. يرجى حذف صورة أولًا.',
    );
    expect(translate('error.photoLimit', 'ar', { max: 3 })).toBe(
      'لا يتّسع ألبومك لأكثر من 3 صور. يرجى حذف صورة أولًا.',
    );
  });

  it('says "1 second" but "2 seconds" in English', () => {
    expect(translate('error.rateLimited', 'en', { seconds: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(translate('error.rateLimited', 'en', { seconds: 2 })).toBe(
      'Too many attempts. Please try again in 2 seconds.',
    );
    expect(translate('validation.minLength', 'en', { field: 'password', min: 1 })).toBe(
      'Password must be at least 1 character.',
    );
    expect(translate('validation.minLength', 'en', { field: 'password', min: 6 })).toBe(
      'Password must be at least 6 characters.',
    );
  });

  it('takes the singular noun for one in Urdu', () => {
    expect(translate('error.photoLimit', 'ur', { max: 1 })).toMatch(/ 1 تصویر رکھی جا سکتی ہے/);
    expect(translate('error.photoLimit', 'ur', { max: 12 })).toMatch(/ 12 تصاویر رکھی جا سکتی ہیں/);
    expect(translate('validation.minLength', 'ur', { field: 'password', min: 6 })).toBe(
      'پاس ورڈ میں کم از کم 6 حروف ہونے چاہییں۔',
    );
  });

  it("picks categories by each locale's CLDR rules, numeric strings included", () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory('ar', n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', '2')).toBe('other');
    expect(pluralCategory('ar', '11')).toBe('many');
    expect(pluralCategory('fa', 1)).toBe('one');
    expect(pluralCategory('tr', 5)).toBe('other');
    expect(pluralCategory('ar', undefined)).toBe('other');
    expect(pluralCategory('ar', 'abc')).toBe('other');
  });

  it('leaves a missing count as its placeholder, in the `other` form', () => {
    expect(translate('error.rateLimited', 'en')).toBe(
      'Too many attempts. Please try again in {seconds} seconds.',
    );
  });
});

describe('server message catalogues', () => {
  it('give every key in every locale, with no placeholder English does not have', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        const message = messages[locale][key];
        expect(message, `${locale}:${key}`).toBeDefined();
        const allowed = new Set(textsOf(messages.en[key]).flatMap((t) => [...placeholders(t)]));
        for (const text of textsOf(message)) {
          expect(text.trim(), `${locale}:${key}`).not.toBe('');
          for (const name of placeholders(text))
            expect(allowed, `${locale}:${key} {${name}}`).toContain(name);
        }
      }
    }
  });

  it('counts only by a param the English text uses, with an `other` form and CLDR categories', () => {
    for (const locale of LOCALES) {
      const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
      for (const key of keys) {
        const message = messages[locale][key];
        const variants =
          typeof message === 'object' && 'feminine' in message
            ? [message.masculine, message.feminine]
            : [message];
        for (const v of variants) {
          if (typeof v === 'string') continue;
          const allowed = new Set(textsOf(messages.en[key]).flatMap((t) => [...placeholders(t)]));
          expect(allowed, `${locale}:${key} counts {${v.plural}}`).toContain(v.plural);
          expect(typeof v.other, `${locale}:${key}`).toBe('string');
          for (const c of Object.keys(v).filter((k) => k !== 'plural')) {
            expect(categories, `${locale}:${key} has a "${c}" form`).toContain(c);
          }
        }
      }
    }
  });

  it('writes Persian and Urdu with their own letters (ی ک, not Arabic ي ك)', () => {
    for (const locale of ['fa', 'ur'] as const) {
      for (const key of keys) {
        for (const text of textsOf(messages[locale][key]))
          expect(text, `${locale}:${key}`).not.toMatch(/[يك]/);
      }
    }
  });

  it('translates a field param that names a field key', () => {
    expect(isMessageKey('field.password')).toBe(true);
    expect(translate('validation.required', 'fa', { field: 'password' })).toBe('رمز عبور الزامی است.');
  });
});
