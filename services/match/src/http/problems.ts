import {
  adminListProblem,
  problems,
  valueOr,
  type AdminListRefusal,
  type Outcome,
  type ProblemError,
} from '@mawadda/kit';
import type { MatchRefusal } from '../domain/refusals.js';

/** How each refusal of the match use cases reaches the caller: the one place with status codes. */
export function problemFor(r: MatchRefusal): ProblemError {
  switch (r.refusal) {
    case 'notFound':
      return problems.field(404, 'not_found', 'pairId', 'match.pairNotFound');
    case 'ended':
      return problems.conflict('pair_ended', 'pairId', 'match.pairEnded');
    case 'proposalPending':
      return problems.conflict('proposal_pending', 'pairId', 'match.proposalPending');
    case 'nothingToConfirm':
      return problems.conflict('nothing_to_confirm', 'pairId', 'match.nothingToConfirm');
    case 'ownProposal':
      return problems.conflict('own_proposal', 'pairId', 'match.ownProposal');
    case 'firstStage':
      return problems.conflict('first_stage', 'stage', 'match.firstStage');
    case 'married':
      return problems.conflict('married', 'stage', 'match.married');
    case 'conversationClosed':
      return problems.conflict('conversation_closed', 'pairId', 'match.conversationClosed');
    case 'meetingRequired':
      return problems.field(400, 'meeting_required', 'meeting', 'match.meetingRequired');
    case 'meetingDatePast':
      return problems.field(400, 'meeting_date_past', 'meeting.date', 'match.meetingDatePast');
    case 'declarationsUnconfirmed':
      return problems.conflict(
        'declarations_unconfirmed',
        'confirmDeclarations',
        'match.declarationsUnconfirmed',
      );
    case 'questionsNotYet':
      return problems.conflict('questions_not_yet', 'stage', 'match.questionsNotYet');
    case 'unknownChoice':
      return problems.field(400, 'unknown_choice', 'choice', 'match.unknownChoice');
    case 'questionNotFound':
      return problems.field(404, 'not_found', 'questionId', 'match.questionNotFound');
    case 'questionRetired':
      return problems.conflict('question_retired', 'questionId', 'match.questionRetired');
    case 'questionChoiceRemoved':
      return problems.field(400, 'choice_removed', 'choices', 'match.questionChoiceRemoved');
    case 'noGuardian':
      return problems.conflict('no_guardian', 'allowed', 'match.noGuardian');
    case 'guardianNotAllowed':
      return problems.field(403, 'guardian_not_allowed', 'pairId', 'match.guardianNotAllowed');
    case 'storyNotFound':
      return problems.field(404, 'not_found', 'storyId', 'match.storyNotFound');
    case 'notMarried':
      return problems.conflict('not_married', 'stage', 'match.storyNotMarried');
    case 'storyChanged':
      return problems.conflict('story_changed', 'revision', 'match.storyChanged');
    case 'storyNotAgreeable':
      return problems.conflict('story_not_agreeable', 'status', 'match.storyNotAgreeable');
    case 'storyNotWithdrawable':
      return problems.conflict('story_not_withdrawable', 'status', 'match.storyNotWithdrawable');
    case 'storyNotPending':
      return problems.conflict('story_not_pending', 'status', 'match.storyNotPending');
    case 'accountGone':
      return problems.unauthorized('account_gone', 'error.sessionExpired');
  }
}

export const orRefuse = <T>(outcome: Outcome<T, MatchRefusal>): T => valueOr(outcome, problemFor);

/** A staff list's refusal of its query (an unknown filter or sort): 400 naming it. */
export const orListRefuse = <T>(outcome: Outcome<T, AdminListRefusal>): T =>
  valueOr(outcome, adminListProblem);
