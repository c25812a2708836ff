import type { RepeatOptions, RepeatRule } from './port.js';

const DAY_MS = 86_400_000;
/** Shorter intervals are a busy loop, not a job. */
export const MIN_EVERY_MS = 50;

/** The rule `repeat` was given, checked; `dailyAt` as `HH:MM` in UTC. */
export function repeatRuleOf(options: RepeatOptions): { rule: RepeatRule; startAt?: Date } {
  const { every, dailyAt, startAt } = options as { every?: number; dailyAt?: string; startAt?: Date };
  if ((every === undefined) === (dailyAt === undefined))
    throw new TypeError('Give every or dailyAt, one of them');
  if (every !== undefined) {
    if (!Number.isSafeInteger(every) || every < MIN_EVERY_MS || every > 366 * DAY_MS)
      throw new TypeError(`every must be a whole number of ms from ${MIN_EVERY_MS} to a year`);
    if (startAt !== undefined && (!(startAt instanceof Date) || Number.isNaN(startAt.getTime())))
      throw new TypeError('startAt must be a valid Date');
    return { rule: { every }, startAt };
  }
  dailyMinute(dailyAt!);
  return { rule: { dailyAt: dailyAt! } };
}

/** Minutes after midnight UTC of `HH:MM`. */
export function dailyMinute(dailyAt: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(dailyAt);
  if (!m)
    throw new TypeError(`dailyAt must be HH:MM (UTC), not ${JSON.stringify(String(dailyAt).slice(0, 20))}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The first daily time strictly after `after`. */
function nextDaily(dailyAt: string, after: number): number {
  const midnight = Math.floor(after / DAY_MS) * DAY_MS;
  const today = midnight + dailyMinute(dailyAt) * 60_000;
  return today > after ? today : today + DAY_MS;
}

/**
 * The first run of a series: `every` runs at `startAt` (or now) and then on that grid; a daily
 * job at its next time after now. The same rules BullMQ's job schedulers follow, so both adapters
 * put a series' runs at the same times.
 */
export function firstRun(rule: RepeatRule, now: Date, startAt?: Date): Date {
  if ('every' in rule) return new Date(Math.max(startAt?.getTime() ?? now.getTime(), now.getTime()));
  return new Date(nextDaily(rule.dailyAt, now.getTime()));
}

/**
 * The run after the one due at `previous`: one interval (or day) later; runs missed meanwhile
 * are skipped to the first one due after `now`, never caught up one by one.
 */
export function nextRun(rule: RepeatRule, previous: Date, now: Date): Date {
  const prev = previous.getTime();
  const at = now.getTime();
  if ('dailyAt' in rule) return new Date(nextDaily(rule.dailyAt, Math.max(prev, at)));
  const next = prev + rule.every;
  if (next >= at) return new Date(next);
  return new Date(prev + rule.every * (Math.floor((at - prev) / rule.every) + 1));
}

export const sameRule = (a: RepeatRule | null | undefined, b: RepeatRule) =>
  !!a && ('every' in a ? 'every' in b && a.every === b.every : 'dailyAt' in b && a.dailyAt === b.dailyAt);
