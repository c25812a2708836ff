import { z } from 'zod';

/**
 * The questions families ask once they are involved, each with the answers a member picks from
 * (the words are the site's, in five languages, in the member site's `match` catalogue). Two
 * members agree on a question when they picked the same answer; a note adds nuance, never a verdict.
 */
export const FAMILY_QUESTIONS = {
  where_to_live: ['near_his_family', 'near_her_family', 'own_home_elsewhere', 'open'],
  work_study: ['both_work_or_study', 'she_chooses', 'he_provides_she_stays_home', 'open'],
  children: ['soon', 'after_a_few_years', 'as_allah_wills', 'open'],
  mahr: ['modest', 'customary', 'families_decide'],
  living_with_family: ['yes', 'for_a_while', 'no'],
  relocation: ['willing', 'depends', 'not_willing'],
  religious_practice: ['as_we_are', 'grow_together', 'to_discuss'],
} as const satisfies Record<string, readonly string[]>;
export type FamilyQuestionId = keyof typeof FAMILY_QUESTIONS;
export const FAMILY_QUESTION_IDS = Object.keys(FAMILY_QUESTIONS) as FamilyQuestionId[];
export const familyQuestionIdSchema = z.enum(
  FAMILY_QUESTION_IDS as [FamilyQuestionId, ...FamilyQuestionId[]],
);

export const familyAnswerInputSchema = z.object({
  choice: z.string().min(1).max(40),
  note: z.string().trim().max(300).optional(),
});

const answerSchema = z.object({ choice: z.string(), note: z.string().nullable(), at: z.string() });

/**
 * One question as a member of the pair sees it: her own answer, and the other's only once she has
 * answered too (so nobody answers to please); `agree` then says whether they picked the same.
 */
export const familyQuestionViewSchema = z.object({
  questionId: familyQuestionIdSchema,
  options: z.array(z.string()),
  mine: answerSchema.nullable(),
  theirs: answerSchema.nullable(),
  /** The other has answered (whether or not I may see it yet). */
  theyAnswered: z.boolean(),
  agree: z.boolean().nullable(),
});
export const familyQuestionsSchema = z.object({
  /** Questions open from `families_involved` on. */
  open: z.boolean(),
  items: z.array(familyQuestionViewSchema),
});
export type FamilyQuestions = z.infer<typeof familyQuestionsSchema>;
