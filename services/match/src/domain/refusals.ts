import type { StoryRefusal } from './stories.js';

/**
 * Why match says no, as values (DESIGN §2); `http/problems.ts` alone says how each reaches the
 * caller. The stage rules (`path.ts`) answer the 409s; the use cases the 404s.
 */
export type MatchRefusal =
  /** No such pair, or the caller is neither one of its members nor a guardian of one. */
  | { refusal: 'notFound' }
  | { refusal: 'ended' }
  | { refusal: 'proposalPending' }
  | { refusal: 'nothingToConfirm' }
  /** The proposer answering his own proposal. */
  | { refusal: 'ownProposal' }
  | { refusal: 'firstStage' }
  | { refusal: 'married' }
  | { refusal: 'conversationClosed' }
  | { refusal: 'meetingRequired' }
  | { refusal: 'meetingDatePast' }
  /** Proposing or confirming `engaged` without confirming one's declaration again. */
  | { refusal: 'declarationsUnconfirmed' }
  /** The families' questions wait for `families_involved`. */
  | { refusal: 'questionsNotYet' }
  | { refusal: 'unknownChoice' }
  /** No such question (staff never wrote it), or a retired one asked again. */
  | { refusal: 'questionNotFound' }
  | { refusal: 'questionRetired' }
  /** Staff dropped an answer the question offered: answers given may name it. */
  | { refusal: 'questionChoiceRemoved' }
  /** A member lets her guardian answer, but none is linked. */
  | { refusal: 'noGuardian' }
  /** A guardian answering the questions his ward did not let him answer. */
  | { refusal: 'guardianNotAllowed' }
  /** The acting member was erased here: a dead token must not change a pair. */
  | { refusal: 'accountGone' }
  /** Success stories (`stories.ts`). */
  | StoryRefusal;

export type StageRefusal = Exclude<
  MatchRefusal,
  | {
      refusal:
        | 'notFound'
        | 'accountGone'
        | 'questionsNotYet'
        | 'unknownChoice'
        | 'questionNotFound'
        | 'questionRetired'
        | 'questionChoiceRemoved'
        | 'noGuardian'
        | 'guardianNotAllowed';
    }
  | StoryRefusal
>;
