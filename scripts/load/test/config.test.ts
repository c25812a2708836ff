import { describe, expect, it } from 'vitest';
import { loadSettings } from '../config.js';

describe('load settings', () => {
  it('defaults to a short run of every scenario', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      LOAD_PROFILE: 'default',
      LOAD_SCENARIOS: ['guests', 'members', 'chat', 'staff'],
      LOAD_DURATION: '20s',
      LOAD_CHAT_VUS: 10,
      LOAD_CHAT_MESSAGES: 20,
      LOAD_MEMBERS: 16,
    });
  });

  it('the chat-10x profile runs chat alone on its own conversations, longer', () => {
    const s = loadSettings({ LOAD_PROFILE: 'chat-10x' });
    expect(s.LOAD_SCENARIOS).toEqual(['chat']);
    // 50 men among 100 members: each man is in one conversation (a woman in one or two).
    expect(s.LOAD_CHAT_VUS).toBe(50);
    expect(s.LOAD_MEMBERS).toBe(2 * s.LOAD_CHAT_VUS);
    expect(s.LOAD_CHAT_MESSAGES).toBe(100);
    expect(s.LOAD_DURATION).toBe('2m');
  });

  it('a variable set in the environment wins over its profile, an empty one does not', () => {
    const s = loadSettings({ LOAD_PROFILE: 'chat-10x', LOAD_DURATION: '30s', LOAD_CHAT_VUS: '' });
    expect(s.LOAD_DURATION).toBe('30s');
    expect(s.LOAD_CHAT_VUS).toBe(50);
  });

  it('refuses an unknown profile and a bad value by name', () => {
    expect(() => loadSettings({ LOAD_PROFILE: 'chat-100x' })).toThrow(/LOAD_PROFILE/);
    expect(() => loadSettings({ LOAD_CHAT_MESSAGES: '1' })).toThrow(/LOAD_CHAT_MESSAGES/);
  });
});
