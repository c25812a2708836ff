import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manProfile, memberProfile, OTHER_ID, ownProfile } from '../../../test/profile/fixtures';
import { openMemberProfile, openOwnProfile, requests } from '../../../test/profile/open-profile';

/** The text shown in a detail's chip, beside its label (one's own profile and another's alike). */
const detail = (label: string) =>
  screen.getByText(label, { selector: '.chip__label' }).closest('.chip')!.querySelector('bdi')!.textContent;
const control = (label: string) => screen.getByRole('combobox', { name: label });

/** The family answers and languages, all filled in. */
const family = {
  sect: 'sunni' as const,
  hasChildren: 'yes-living-with-me' as const,
  wantsChildren: 'yes' as const,
  relocate: 'yes' as const,
  marriageTimeline: 'not-sure' as const,
  languages: ['ar' as const, 'en' as const],
  bodyType: 'slim' as const,
};

describe('profile details describe the owner in her own grammatical gender', () => {
  it("shows a woman's answers in Arabic in the feminine, each under its label", async () => {
    await openOwnProfile(ownProfile({ fullName: 'أمينة صالح', ...family }), {}, 'ar');
    expect(detail('الالتزام الديني')).toBe('ملتزمة');
    expect(detail('التدخين')).toBe('غير مدخنة');
    expect(detail('المذهب')).toBe('سنية');
    expect(detail('الأبناء')).toBe('لديها أطفال يعيشون معها');
    expect(detail('الرغبة في الإنجاب')).toBe('تريد أطفالًا');
    expect(detail('الاستعداد للانتقال')).toBe('مستعدة للانتقال');
    expect(detail('موعد الزواج')).toBe('غير متأكدة');
    expect(detail('بنية الجسم')).toBe('نحيفة');
    expect(detail('اللغات')).toBe('العربية والإنجليزية');
    expect(screen.getByText('متصلة الآن')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الأسرة والخطط' })).toBeInTheDocument();
  });

  it("keeps a man's answers in the masculine", async () => {
    await openOwnProfile(manProfile({ fullName: 'يوسف كريم', ...family }), {}, 'ar');
    expect(detail('الالتزام الديني')).toBe('ملتزم');
    expect(detail('التدخين')).toBe('غير مدخن');
    expect(detail('المذهب')).toBe('سني');
    expect(detail('الأبناء')).toBe('لديه أطفال يعيشون معه');
    expect(detail('الاستعداد للانتقال')).toBe('مستعد للانتقال');
    expect(screen.getByText('متصل الآن')).toBeInTheDocument();
  });

  const her = () => ({ body: memberProfile({ ...family, presence: 'today' }) });

  it("shows another member's family answers in the viewer's language", async () => {
    await openMemberProfile(OTHER_ID, { [`GET /api/profile/${OTHER_ID}`]: her });
    await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' });
    expect(detail('Sect')).toBe('Sunni');
    expect(detail('Children')).toBe('Has children living with them');
    expect(detail('Marriage timeline')).toBe('Not sure yet');
    expect(detail('Languages')).toBe('Arabic and English');
  });

  it("shows another woman's answers in her form to an Arabic reader", async () => {
    await openMemberProfile(OTHER_ID, { [`GET /api/profile/${OTHER_ID}`]: her }, 'ar');
    await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' });
    expect(detail('الالتزام الديني')).toBe('ملتزمة');
    expect(detail('الرغبة في الإنجاب')).toBe('تريد أطفالًا');
    expect(screen.getByText('نشطة اليوم')).toBeInTheDocument();
  });

  it('leaves out a family group another member left empty', async () => {
    await openMemberProfile(OTHER_ID, {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile() }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' });
    expect(screen.queryByText('Family and plans')).not.toBeInTheDocument();
    expect(screen.queryByText('Languages', { selector: '.chip__label' })).not.toBeInTheDocument();
  });
});

describe('editing the family answers and languages', () => {
  it('edits sect, children, plans and languages, and sends only those', async () => {
    const { calls, user } = await openOwnProfile(ownProfile(), {
      'PATCH /api/profile/me': () => ({ body: ownProfile(family) }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.selectOptions(control('Sect'), 'sunni');
    await user.selectOptions(control('Children'), 'yes-living-with-me');
    await user.selectOptions(control('Wants children'), 'yes');
    await user.selectOptions(control('Willing to relocate'), 'yes');
    await user.selectOptions(control('Marriage timeline'), 'not-sure');
    const languages = screen.getByRole('group', { name: 'Languages' });
    await user.click(within(languages).getByRole('checkbox', { name: 'English' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Arabic' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('profile updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      sect: 'sunni',
      hasChildren: 'yes-living-with-me',
      wantsChildren: 'yes',
      relocate: 'yes',
      marriageTimeline: 'not-sure',
      languages: expect.arrayContaining(['ar', 'en']),
    });
    expect(await screen.findByText('Arabic and English')).toBeInTheDocument();
  });

  it('clears the languages with null, and does not resend the same ones in another order', async () => {
    const { calls, user } = await openOwnProfile(ownProfile({ languages: ['en', 'ar'] }), {
      'PATCH /api/profile/me': () => ({ body: ownProfile() }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const languages = screen.getByRole('group', { name: 'Languages' });
    expect(within(languages).getByRole('checkbox', { name: 'Arabic' })).toBeChecked();
    expect(within(languages).getByRole('checkbox', { name: 'English' })).toBeChecked();
    // Unchanged: cancelling asks nothing, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(requests(calls, 'PATCH')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const again = screen.getByRole('group', { name: 'Languages' });
    await user.click(within(again).getByRole('checkbox', { name: 'Arabic' }));
    await user.click(within(again).getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('profile updated');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ languages: null });
  });

  const options = (label: string) =>
    within(control(label))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it("offers a woman her own answers' forms in Arabic", async () => {
    const { user } = await openOwnProfile(ownProfile({ fullName: 'أمينة صالح' }), {}, 'ar');
    await user.click(screen.getByRole('button', { name: 'تعديل الملف' }));
    expect(options('الالتزام الديني')).toContain('ملتزمة');
    expect(options('التدخين')).toContain('غير مدخنة');
    expect(options('الاستعداد للانتقال')).toContain('مستعدة للانتقال');
    expect(options('المذهب')).toContain('سنية');
  });

  it("offers a man his own answers' forms in Arabic", async () => {
    const { user } = await openOwnProfile(manProfile({ fullName: 'يوسف كريم' }), {}, 'ar');
    await user.click(screen.getByRole('button', { name: 'تعديل الملف' }));
    expect(options('الالتزام الديني')).toContain('ملتزم');
    expect(options('الالتزام الديني')).not.toContain('ملتزمة');
  });
});
