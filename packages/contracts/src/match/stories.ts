import { z } from 'zod';
import { LOCALES } from '../locale.js';

/*
 * Success stories of married pairs (match service, README: success stories). One story per
 * married pair, written by either member; published only when both agreed to the same text and
 * staff approved it.
 */

export const STORY_STATUSES = ['draft', 'pending', 'published', 'rejected', 'withdrawn'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/**
 * How the couple sign their story: at most two names, each ONE word (a first name, or initials
 * such as "A." or "M.A."), so a family name never appears unless the couple write it as the one
 * word themselves. Letters of any script, dots, apostrophes and hyphens only.
 */
export const storyNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}.'\u2019-]*$/u, 'match.storyNameOneWord');

export const storyInputSchema = z.object({
  title: z.string().trim().min(3).max(120),
  body: z.string().trim().min(50).max(5000),
  /** The languages the story may be published in (the site shows it only on those pages). */
  languages: z
    .array(z.enum(LOCALES))
    .min(1)
    .max(LOCALES.length)
    .refine((l) => new Set(l).size === l.length, 'match.storyLanguageTwice'),
  names: z.array(storyNameSchema).max(2).default([]),
});
export type StoryInput = z.input<typeof storyInputSchema>;

/** Agreeing names the revision read, so an edit made meanwhile is never agreed to unseen. */
export const storyAgreeSchema = z.object({ revision: z.number().int().min(1) });

/** The couple's view of their story. */
export const storySchema = z.object({
  id: z.string(),
  pairId: z.string(),
  title: z.string(),
  body: z.string(),
  languages: z.array(z.enum(LOCALES)),
  names: z.array(z.string()),
  status: z.enum(STORY_STATUSES),
  /** Bumped by every edit: an agreement holds for one revision only. */
  revision: z.number().int(),
  /** The members who agreed to this revision. */
  agreedBy: z.array(z.string()),
  lastEditedBy: z.string(),
  rejectReason: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

export const myStorySchema = z.object({ story: storySchema.nullable() });
export type MyStory = z.infer<typeof myStorySchema>;

/** What anyone reads: the text and the names the couple chose, nobody's id. */
export const publicStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  names: z.array(z.string()),
  languages: z.array(z.enum(LOCALES)),
  publishedAt: z.string(),
});
export type PublicStory = z.infer<typeof publicStorySchema>;
export const publicStoryListSchema = z.object({ items: z.array(publicStorySchema) });

/** Staff's view in the console's "Success stories" resource. */
export const adminStorySchema = storySchema.extend({
  memberIds: z.array(z.string()),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminStory = z.infer<typeof adminStorySchema>;

export const storyRejectSchema = z.object({ reason: z.string().trim().min(3).max(500) });
