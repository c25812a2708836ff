import type { PairStage, StoryStatus } from '@mawadda/contracts';

/*
 * The success story's rules as pure functions (README: success stories): the use cases ask them
 * under the pair's lock and write what they answer.
 */

export type StoryRefusal =
  | { refusal: 'storyNotFound' }
  | { refusal: 'notMarried' }
  | { refusal: 'storyChanged' }
  | { refusal: 'storyNotAgreeable' }
  | { refusal: 'storyNotWithdrawable' }
  | { refusal: 'storyNotPending' };

/** Only a married pair writes a story: it is the story of their nikah. */
export const storyOpen = (stage: PairStage) => stage === 'married';

/**
 * An edit, whatever the story's state: it becomes a draft again at the next revision, nobody has
 * agreed to it yet, and (published) it leaves the site until both agree and staff approve again.
 */
export const afterEdit = (s: { status: StoryStatus; revision: number }) => ({
  status: 'draft' as const,
  revision: s.revision + 1,
  agreedBy: [] as string[],
  rejectReason: null,
  wasPublic: s.status === 'published',
});

/**
 * A member agrees to one revision. A rejected story must be edited first (the reason says what);
 * a pending or published one has nothing to agree to. Both agreed: it goes to staff.
 */
export function agree(
  s: { status: StoryStatus; revision: number; agreedBy: string[]; memberIds: string[] },
  memberId: string,
  revision: number,
):
  | { refused: StoryRefusal }
  | { agreedBy: string[]; status: 'draft' | 'pending'; waitingFor: string | null; changed: boolean } {
  if (s.status !== 'draft' && s.status !== 'withdrawn') return { refused: { refusal: 'storyNotAgreeable' } };
  if (revision !== s.revision) return { refused: { refusal: 'storyChanged' } };
  const agreedBy = s.agreedBy.includes(memberId) ? s.agreedBy : [...s.agreedBy, memberId];
  const both = s.memberIds.every((id) => agreedBy.includes(id));
  return {
    agreedBy,
    status: both ? 'pending' : 'draft',
    waitingFor: both ? null : (s.memberIds.find((id) => !agreedBy.includes(id)) ?? null),
    changed: agreedBy.length !== s.agreedBy.length,
  };
}

/** Either member takes the story off the queue or the site at any time. */
export const canWithdraw = (status: StoryStatus) => status === 'pending' || status === 'published';

/** Staff decide what both members sent, once. */
export const canDecide = (status: StoryStatus) => status === 'pending';
