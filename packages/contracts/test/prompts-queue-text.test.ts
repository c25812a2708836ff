import { describe, expect, it } from 'vitest';
import { promptsOfQueueText, promptsQueueText } from '../src/profile/prompts.js';

describe('prompt answers in the staff queue', () => {
  it('reads back the answers it wrote, blank lines and colons inside an answer included', () => {
    const answers = [
      { prompt: 'spouse' as const, answer: 'Kind: and patient.\n\nweekend is for family' },
      { prompt: 'weekend' as const, answer: 'صلاة الفجر ثم البحر' },
    ];
    const text = promptsQueueText(answers)!;
    expect(text).toBe('spouse: Kind: and patient.\n\nweekend is for family\n\nweekend: صلاة الفجر ثم البحر');
    expect(promptsOfQueueText(text)).toEqual(answers);
  });

  it('has no text for no answers, and no answers in a text without a known question', () => {
    expect(promptsQueueText([])).toBeNull();
    expect(promptsQueueText(null)).toBeNull();
    expect(promptsOfQueueText('hobbies: none')).toEqual([]);
  });
});
