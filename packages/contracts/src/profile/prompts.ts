import { z } from 'zod';

/*
 * Prompt-style answers (README of the profile service: prompts): the member picks up to three of
 * these questions and answers each in a few lines, so her profile reads like a person, not a form.
 * The questions' words live in the site's `profile` namespace (`prompts.<id>`) in five languages.
 */
export const PROFILE_PROMPTS = [
  'spouse',
  'weekend',
  'family',
  'values',
  'marriage',
  'home',
  'proudOf',
  'laugh',
] as const;
export type ProfilePromptId = (typeof PROFILE_PROMPTS)[number];

/** At most this many answers: a glance, not a questionnaire. */
export const PROMPTS_MAX = 3;
/** A few lines each. */
export const PROMPT_ANSWER_MAX = 300;

export const profilePromptSchema = z.object({
  prompt: z.enum(PROFILE_PROMPTS, { error: () => 'validation.unknownOption' }),
  answer: z
    .string('validation.invalid')
    .trim()
    .min(1, 'validation.required')
    .max(PROMPT_ANSWER_MAX, 'validation.maxLength'),
});
export type ProfilePrompt = z.infer<typeof profilePromptSchema>;

/**
 * `PUT /api/profile/me/prompts`: the whole set, in the order shown; `[]` clears it. Each question
 * once, at most three.
 */
export const profilePromptsEditSchema = z.strictObject({
  prompts: z
    .array(profilePromptSchema, 'validation.invalid')
    .max(PROMPTS_MAX, 'validation.max')
    .refine((list) => new Set(list.map((p) => p.prompt)).size === list.length, 'validation.invalid'),
});
export type ProfilePromptsEdit = z.infer<typeof profilePromptsEditSchema>;

/** The answers as read back: what others read, in the owner's order. */
export const profilePromptsSchema = z.array(
  z.object({ prompt: z.enum(PROFILE_PROMPTS), answer: z.string() }),
);

/*
 * The staff queue carries a set of answers as one text (the moderation item's `text`, compared
 * as a whole to what still waits): "<question id>: <answer>" blocks, a blank line apart. The
 * console reads it back into answers to show each question's words in the staff's language.
 */
export const promptsQueueText = (list: readonly ProfilePrompt[] | null): string | null =>
  list?.length ? list.map((p) => `${p.prompt}: ${p.answer}`).join('\n\n') : null;

const BLOCK_START = new RegExp(`(?:^|\\n\\n)(${PROFILE_PROMPTS.join('|')}): `, 'g');

/** The answers of a queue text; an answer may hold blank lines, only a known id starts a block. */
export function promptsOfQueueText(text: string): ProfilePrompt[] {
  const starts = [...text.matchAll(BLOCK_START)];
  return starts.map((m, i) => ({
    prompt: m[1] as ProfilePromptId,
    answer: text.slice(m.index + m[0].length, starts[i + 1]?.index ?? text.length),
  }));
}
