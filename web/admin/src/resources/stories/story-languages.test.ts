import { describe, expect, it } from 'vitest';
import { storyLanguages } from './story-languages';

describe('storyLanguages', () => {
  it('names the languages in the console language, joined as that language joins a list', () => {
    expect(storyLanguages(['ar', 'en'], 'en')).toBe('Arabic and English');
    expect(storyLanguages(['ar'], 'ar')).toBe('العربية');
    expect(storyLanguages(['ur', 'tr'], 'ar')).toBe('الأوردية والتركية');
  });
});
