import { cities, nationalities } from '@mawadda/contracts';
import { seededRandom } from '@mawadda/kit/testing';
import type { IndexedMember } from '../../services/search/src/index/search-index.js';

const DAY = 86_400_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * `count` searchable members spread like a real base: both genders, ages 18–60, every city of
 * the gazetteer, two years of registrations and sixty days of activity, some questions unanswered.
 */
export function syntheticMembers(count: number, now = Date.now(), seed = 2026): IndexedMember[] {
  // The same population on every run and in both engines.
  const { next, pick } = seededRandom(seed);
  const maybe = <T>(value: T, answered = 0.85) => (next() < answered ? value : null);
  const out: IndexedMember[] = [];
  for (let i = 0; i < count; i++) {
    const city = pick(cities);
    const born = new Date(now - (18 + next() * 42) * 365.25 * DAY);
    const registeredAt = new Date(now - Math.floor(next() * 730 * DAY));
    out.push({
      // v4-shaped ids, ordered by i, so ties break the same way in both engines.
      memberId: `00000000-0000-4000-8000-${pad(i + 1, 12)}`,
      fullName: `Member ${i + 1}`,
      gender: next() < 0.5 ? 'female' : 'male',
      birthDate: born.toISOString().slice(0, 10),
      nationality: pick(nationalities).id,
      country: city.countryId,
      city: city.id,
      lat: city.lat,
      lon: city.lon,
      maritalState: pick(['single', 'single', 'single', 'divorced', 'widowed', 'married'] as const),
      smoking: maybe(pick(['no', 'no', 'no', 'yes', 'sometimes'])),
      height: maybe(150 + Math.floor(next() * 46)),
      weight: maybe(45 + Math.floor(next() * 66)),
      registeredAt,
      lastActiveAt: new Date(Math.max(registeredAt.getTime(), now - Math.floor(next() * 60 * DAY))),
      visibility: 'public',
      rev: 1,
    });
  }
  return out;
}
