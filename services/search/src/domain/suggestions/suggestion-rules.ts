import {
  cities,
  localTime,
  SUGGESTION_ACTIVE_DAYS,
  SUGGESTION_MORNING_HOUR,
  SUGGESTION_PASS_DAYS,
  SUGGESTION_REPEAT_DAYS,
  timeZoneOf,
  TIME_ZONES,
} from '@mawadda/contracts';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The times a morning run measures from (README: daily suggestions). */
export const suggestionWindows = (now: Date) => ({
  activeSince: daysBefore(now, SUGGESTION_ACTIVE_DAYS),
  passedSince: daysBefore(now, SUGGESTION_PASS_DAYS),
  suggestedSince: daysBefore(now, SUGGESTION_REPEAT_DAYS),
});

/** Each time zone's gazetteer cities, worked out once. */
const CITIES_BY_ZONE: ReadonlyMap<string, string[]> = (() => {
  const byZone = new Map<string, string[]>(TIME_ZONES.map((z) => [z, []]));
  for (const c of cities) byZone.get(timeZoneOf(c.id))?.push(c.id);
  return byZone;
})();

/**
 * Every zone with its local day and cities, and whether its morning has come: there every member
 * not picked for today is due; before it, only a member never picked for (her first suggestions
 * should not wait for tomorrow).
 */
export function zonesNow(now: Date): { zone: string; day: string; cityIds: string[]; morning: boolean }[] {
  const out = [];
  for (const [zone, cityIds] of CITIES_BY_ZONE) {
    const { day, hour } = localTime(zone, now);
    if (cityIds.length) out.push({ zone, day, cityIds, morning: hour >= SUGGESTION_MORNING_HOUR });
  }
  return out;
}

/** A member's local day now, from her city. */
export const localDayOf = (cityId: string | null, now: Date) => localTime(timeZoneOf(cityId ?? ''), now).day;
