import { promptsQueueText, type ProfilePrompt } from '@mawadda/contracts';
import type { ModerationMode } from '../config.js';
import { aboutMeAfter } from './moderation.js';

/*
 * Prompt answers (README: prompts) are free text others read, so they are moderated as the
 * about-me text is: the same rule (`aboutMeAfter`), on the set of answers as a whole.
 */

type Prompts = ProfilePrompt[] | null;

const keyOf = (list: Prompts) => (list?.length ? JSON.stringify(list) : null);
const fromKey = (key: string | null): Prompts => (key ? (JSON.parse(key) as ProfilePrompt[]) : null);

/** The answers as a moderator reads them, and how an item is matched to what still waits. */
export const promptsText = (list: Prompts): string | null => promptsQueueText(list);

/**
 * The answers after the owner sends `next`: `prompts` is what others read, `promptsPending` what
 * waits for a moderator. Clearing needs no review; sending the approved set again withdraws the
 * proposal.
 */
export function promptsAfter(
  current: { prompts: Prompts; promptsPending: Prompts },
  next: ProfilePrompt[],
  mode: ModerationMode,
):
  | { changed: false }
  | { changed: true; prompts: Prompts; promptsPending: Prompts; queue: { text: string } | 'withdraw' } {
  const after = aboutMeAfter(
    { aboutMe: keyOf(current.prompts), aboutMePending: keyOf(current.promptsPending) },
    keyOf(next),
    mode,
  );
  if (!after.changed) return after;
  return {
    changed: true,
    prompts: fromKey(after.aboutMe),
    promptsPending: fromKey(after.aboutMePending),
    queue: after.queue === 'withdraw' ? 'withdraw' : { text: promptsText(fromKey(after.queue.text))! },
  };
}
