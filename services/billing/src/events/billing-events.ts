import type { NoticeKind } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';
import type { Entitlement } from '../domain/entitlement.js';
import type { NoticeRow, OrderRow, SubscriptionRow, TrialRow } from '../store/schema.js';

export const BILLING_PRODUCER = 'billing';

/*
 * The events billing publishes (contracts/billing/events.ts), keyed by the member so one member's
 * changes stay in order. Ids and facts only: never a card detail.
 */

const iso = (d: Date) => d.toISOString();

export const trialStarted = (row: TrialRow): NewEvent<'trial.started'> => ({
  type: 'trial.started',
  key: row.memberId,
  payload: { memberId: row.memberId, startedAt: iso(row.startedAt), endsAt: iso(row.endsAt) },
});

export const subscriptionStarted = (s: SubscriptionRow): NewEvent<'subscription.started'> => ({
  type: 'subscription.started',
  key: s.memberId,
  payload: {
    memberId: s.memberId,
    subscriptionId: s.id,
    planId: s.planId,
    startedAt: iso(s.currentPeriodStart),
    endsAt: iso(s.currentPeriodEnd),
  },
});

export const subscriptionRenewed = (s: SubscriptionRow): NewEvent<'subscription.renewed'> => ({
  type: 'subscription.renewed',
  key: s.memberId,
  payload: {
    memberId: s.memberId,
    subscriptionId: s.id,
    planId: s.planId,
    periodStart: iso(s.currentPeriodStart),
    endsAt: iso(s.currentPeriodEnd),
  },
});

export const subscriptionCanceled = (s: SubscriptionRow): NewEvent<'subscription.canceled'> => ({
  type: 'subscription.canceled',
  key: s.memberId,
  payload: { memberId: s.memberId, subscriptionId: s.id, endsAt: iso(s.currentPeriodEnd) },
});

export const subscriptionResumed = (s: SubscriptionRow): NewEvent<'subscription.resumed'> => ({
  type: 'subscription.resumed',
  key: s.memberId,
  payload: { memberId: s.memberId, subscriptionId: s.id, endsAt: iso(s.currentPeriodEnd) },
});

/** A plan's end, or the trial's (`subscriptionId` null). */
export const subscriptionExpired = (
  memberId: string,
  subscriptionId: string | null,
  at: Date,
): NewEvent<'subscription.expired'> => ({
  type: 'subscription.expired',
  key: memberId,
  payload: { memberId, subscriptionId, at: iso(at) },
});

export const entitlementChanged = (
  memberId: string,
  entitlement: Entitlement,
  version: number,
  at: Date,
): NewEvent<'entitlement.changed'> => ({
  type: 'entitlement.changed',
  key: memberId,
  payload: {
    memberId,
    premiumUntil: entitlement.premiumUntil && iso(entitlement.premiumUntil),
    source: entitlement.source,
    version,
    at: iso(at),
  },
});

export const paymentSucceeded = (o: OrderRow, at: Date): NewEvent<'payment.succeeded'> => ({
  type: 'payment.succeeded',
  key: o.memberId,
  payload: {
    memberId: o.memberId,
    orderId: o.id,
    planId: o.planId,
    totalMinor: o.totalMinor,
    currency: 'AED',
    at: iso(at),
  },
});

export const paymentFailed = (
  o: OrderRow,
  reason: 'declined' | 'challenge_failed' | 'abandoned' | 'renewal_declined',
  at: Date,
): NewEvent<'payment.failed'> => ({
  type: 'payment.failed',
  key: o.memberId,
  payload: { memberId: o.memberId, orderId: o.id, planId: o.planId, reason, at: iso(at) },
});

/**
 * `billing.notice.created`: a notice was stored for the member; the notifier tells them (by their
 * choice, in the centre and by mail). The notice's kind is the code; nothing else leaves.
 */
export const noticeCreated = (n: NoticeRow): NewEvent<'billing.notice.created'> => ({
  type: 'billing.notice.created',
  key: n.memberId,
  payload: {
    memberId: n.memberId,
    noticeId: n.id,
    code: n.kind as NoticeKind,
    at: n.createdAt.toISOString(),
  },
});
