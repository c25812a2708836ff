import type { AdminStory, PublicStory, Story } from '@mawadda/contracts';
import type { StoryRow } from '../store/schema.js';

/** The couple's view of their story. */
export const storyOf = (r: StoryRow): Story => ({
  id: r.id,
  pairId: r.pairId,
  title: r.title,
  body: r.body,
  languages: r.languages,
  names: r.names,
  status: r.status,
  revision: r.revision,
  agreedBy: r.agreedBy,
  lastEditedBy: r.lastEditedBy,
  rejectReason: r.rejectReason,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

/** What anyone reads: the words and the names the couple chose, no member id. */
export const publicStoryOf = (r: StoryRow): PublicStory => ({
  id: r.id,
  title: r.title,
  body: r.body,
  names: r.names,
  languages: r.languages,
  publishedAt: (r.publishedAt ?? r.updatedAt).toISOString(),
});

export const adminStoryOf = (r: StoryRow): AdminStory => ({
  ...storyOf(r),
  memberIds: [r.memberA, r.memberB],
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
