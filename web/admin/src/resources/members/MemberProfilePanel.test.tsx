import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { MemberProfilePanel } from './MemberProfilePanel';

/** The few fields the panel reads, of the staff's view of a profile. */
const profile = {
  memberId: 'm1',
  gender: 'female',
  age: 43,
  country: 'AE',
  city: 'AE-DXB',
  maritalState: 'widowed',
  profession: 'Civil engineer',
  completeness: 100,
  aboutMe: 'Based in Dubai, working as a civil engineer.',
  aboutMePending: null,
  media: { avatar: null, cover: null, photos: [] },
};

describe('a member’s profile in the console', () => {
  it('labels each fact, in Arabic, with her marital state in words, and keeps her text’s direction', async () => {
    await renderInAdmin(<MemberProfilePanel memberId="m1" />, {
      lang: 'ar',
      dataProvider: { staffProfile: async () => ({ data: profile }) },
    });
    const state = await screen.findByText('أرملة');
    expect(screen.queryByText('widowed')).not.toBeInTheDocument();
    // Each value under its label (a bare element under Labeled used to lose it).
    expect(state.parentElement).toHaveTextContent('الحالة الاجتماعية');
    expect(screen.getByText('Civil engineer').parentElement).toHaveTextContent('المهنة');
    expect(screen.getByText('43').parentElement).toHaveTextContent('العمر');
    // An English text in the Arabic console keeps its full stop at its end.
    expect(screen.getByText(profile.aboutMe)).toHaveAttribute('dir', 'auto');
  });
});
