// The review queue's keys live with it (shared/review-queue); their test stays beside moderation.
export * from '../../shared/review-queue/shortcuts';
