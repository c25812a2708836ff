import { z } from 'zod';
import { LOCALES, type Localized } from '../locale.js';
import { requiredText } from '../rules.js';

/**
 * The questions families ask once they are involved. Staff write them in the console (their text
 * and each answer's words in the five locales, their order, active or retired); match keeps them.
 * A member picks one of a question's answers and may add a note; two members agree on a question
 * when they picked the same answer: a note adds nuance, never a verdict.
 */

/** A question's or an answer's id: lower-case letters, digits and underscores, as stored answers name them. */
export const QUESTION_ID_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;
export const familyQuestionIdSchema = z.string().regex(QUESTION_ID_PATTERN, 'validation.invalid');
export type FamilyQuestionId = string;

const localizedOf = (field: z.ZodType<string>) =>
  z.object(
    Object.fromEntries(LOCALES.map((l) => [l, field])) as Record<(typeof LOCALES)[number], z.ZodType<string>>,
    {
      error: (issue: { input?: unknown }) =>
        issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid',
    },
  );

/** A question's words: one line in every locale, none blank. */
export const QUESTION_TEXT_MAX = 200;
/** An answer's words: shorter, a radio's label. */
export const CHOICE_LABEL_MAX = 120;
export const QUESTION_CHOICES_MIN = 2;
export const QUESTION_CHOICES_MAX = 8;

const localizedAnswer = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
);

/** One answer a member may pick: an id the stored answers keep, and its words. */
export const questionChoiceSchema = z.object({ id: z.string(), label: localizedAnswer });
export type QuestionChoice = { id: string; label: Localized };

/**
 * What staff send to create or replace a question. A new answer comes without an id (the service
 * gives it one); an answer already on the question keeps its id, and none may be dropped
 * (`match.questionChoiceRemoved`), so every answer given stays readable.
 */
export const familyQuestionInputSchema = z.object({
  order: z
    .number({ error: (i) => (i.input === undefined ? 'validation.required' : 'validation.invalid') })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(10_000, 'validation.invalid'),
  active: z.boolean({ error: 'validation.invalid' }).default(true),
  text: localizedOf(requiredText(QUESTION_TEXT_MAX)),
  choices: z
    .array(
      z.object({
        id: familyQuestionIdSchema.optional(),
        label: localizedOf(requiredText(CHOICE_LABEL_MAX)),
      }),
      { error: (i) => (i.input === undefined ? 'validation.required' : 'validation.invalid') },
    )
    .min(QUESTION_CHOICES_MIN, 'match.questionChoicesCount')
    .max(QUESTION_CHOICES_MAX, 'match.questionChoicesCount')
    .refine(
      (cs) => new Set(cs.flatMap((c) => (c.id ? [c.id] : []))).size === cs.filter((c) => c.id).length,
      'match.questionChoiceTwice',
    ),
});
export type FamilyQuestionInput = z.output<typeof familyQuestionInputSchema>;

/** A question as staff read it in the console. */
export const familyQuestionSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  text: localizedAnswer,
  choices: z.array(questionChoiceSchema),
  /** Answers given to it on every path: staff see whether an edit touches answers already given. */
  answers: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FamilyQuestion = z.output<typeof familyQuestionSchema>;

export const familyAnswerInputSchema = z.object({
  choice: z.string().min(1).max(40),
  note: z.string().trim().max(300).optional(),
});

/** Who gave a side's answer: the member herself, or her guardian with her leave. */
export const ANSWERED_BY = ['member', 'guardian'] as const;
export type AnsweredBy = (typeof ANSWERED_BY)[number];

const answerSchema = z.object({
  choice: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  by: z.enum(ANSWERED_BY),
});

/**
 * One question as a member of the pair sees it: her own answer, and the other's only once she has
 * answered too (so nobody answers to please); `agree` then says whether they picked the same.
 * A retired question shows only where someone answered it, and is no longer asked.
 */
export const familyQuestionViewSchema = z.object({
  questionId: z.string(),
  text: localizedAnswer,
  options: z.array(questionChoiceSchema),
  retired: z.boolean(),
  mine: answerSchema.nullable(),
  theirs: answerSchema.nullable(),
  /** The other has answered (whether or not I may see it yet). */
  theyAnswered: z.boolean(),
  agree: z.boolean().nullable(),
});
export const familyQuestionsSchema = z.object({
  /** Questions open from `families_involved` on. */
  open: z.boolean(),
  /** Her side's guardian: linked or not, and whether she lets him answer for her here. */
  guardian: z.object({ linked: z.boolean(), mayAnswer: z.boolean() }),
  items: z.array(familyQuestionViewSchema),
});
export type FamilyQuestions = z.infer<typeof familyQuestionsSchema>;

/** A member lets her guardian answer the families' questions of one path for her side, or not. */
export const guardianAnswersInputSchema = z.object({ allowed: z.boolean({ error: 'validation.invalid' }) });
