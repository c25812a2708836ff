import type { PostStatus } from '@mawadda/contracts';

/**
 * When a news item or blog post counts as published. Publishing without a date means "now";
 * a date in the future schedules the post (feeds hide it until then); a draft keeps the date it
 * was given, so unpublishing and republishing does not reorder the feed.
 */
export function publishedAtFor(
  status: PostStatus,
  requested: string | null | undefined,
  previous: Date | null,
  now: Date,
): Date | null {
  if (requested) return new Date(requested);
  if (status === 'draft') return previous;
  return previous ?? now;
}
