import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Compatibility, Gender } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { renderPage } from '../../../test/render';
import { CompatibilityReason } from './CompatibilityReason';

const fit = (theyMeet: [number, number], youMeet: [number, number], score = 82): Compatibility => ({
  score,
  theyMeet: { met: theyMeet[0], of: theyMeet[1] },
  youMeet: { met: youMeet[0], of: youMeet[1] },
});

const show = async (
  compatibility: Compatibility,
  viewer: Gender | null,
  other: Gender | null,
  locale: Locale,
) => {
  await renderPage(<CompatibilityReason compatibility={compatibility} viewer={viewer} other={other} />, {
    locale,
  });
  return {
    score: document.querySelector('.compat__score')?.textContent,
    reason: document.querySelector('.compat__reason')?.textContent ?? null,
  };
};

describe('the reason a pair fits, in words', () => {
  it('speaks Arabic to a woman about a man, in her forms and his', async () => {
    const { score, reason } = await show(fit([6, 7], [5, 6]), 'female', 'male', 'ar');
    expect(reason).toBe('يوافق 6 من 7 مما تبحثين عنه، وتوافقين 5 من 6 مما يبحث عنه');
    expect(score).toMatch(/^توافق 82[\u200e\u200f\u061c]*%/);
  });

  it('speaks Arabic to a man about a woman, in his forms and hers', async () => {
    const { reason } = await show(fit([6, 7], [5, 6]), 'male', 'female', 'ar');
    expect(reason).toBe('توافق 6 من 7 مما تبحث عنه، وتوافق أنت 5 من 6 مما تبحث عنه هي');
  });

  it('speaks English, with the plural by how many wishes there are', async () => {
    expect((await show(fit([6, 7], [5, 6]), 'female', 'male', 'en')).reason).toBe(
      'He meets 6 of your 7 wishes, and you meet 5 of his 6',
    );
    cleanup();
    expect((await show(fit([1, 1], [0, 0]), 'male', 'female', 'en')).reason).toBe(
      'She meets 1 of your 1 wish',
    );
  });

  it('says only the side that has wishes, and nothing when neither has', async () => {
    expect((await show(fit([0, 0], [2, 3]), 'female', 'male', 'en')).reason).toBe(
      'You meet 2 of his 3 wishes',
    );
    cleanup();
    const { score, reason } = await show(fit([0, 0], [0, 0], 40), 'female', 'male', 'en');
    expect(reason).toBeNull();
    expect(score).toBe('40% match');
  });

  it('writes the numbers in the page’s digits (Persian in Persian)', async () => {
    expect((await show(fit([6, 7], [5, 6]), 'female', 'male', 'fa')).reason).toBe(
      '۶ مورد از ۷ خواستهٔ شما را دارد، و شما ۵ مورد از ۶ خواستهٔ او را دارید',
    );
  });
});
