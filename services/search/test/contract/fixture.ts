import { findCity } from '@mawadda/contracts';
import type { IndexedMember } from '../../src/index/search-index.js';

/** A fixed population for the index contract: every filter and sort has a known answer on it. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Row = [
  n: number,
  name: string,
  gender: 'male' | 'female',
  birthDate: string,
  nationality: string,
  city: string,
  marital: IndexedMember['maritalState'],
  smoking: string | null,
  height: number | null,
  weight: number | null,
  registeredAt: string,
  lastActiveAt: string,
];

// prettier-ignore
const ROWS: Row[] = [
  [1, 'Aisha', 'female', '1998-05-01', 'AE', 'AE-SHJ', 'single', 'no', 160, 55, '2026-01-01T10:00:00Z', '2026-11-20T10:00:00Z'],
  [2, 'Fatima', 'female', '1990-02-10', 'SA', 'SA-RUH', 'divorced', 'no', 165, 60, '2026-02-01T10:00:00Z', '2026-11-22T10:00:00Z'],
  [3, 'Mariam', 'female', '2000-12-12', 'AE', 'AE-DXB', 'single', 'sometimes', 155, 50, '2026-03-01T10:00:00Z', '2026-10-01T10:00:00Z'],
  [4, 'Noor', 'female', '1985-07-07', 'JO', 'JO-AMM', 'widowed', 'yes', 170, 70, '2026-04-01T10:00:00Z', '2026-11-21T10:00:00Z'],
  [5, 'Huda', 'female', '1995-01-01', 'AE', 'AE-AUH', 'single', null, null, null, '2026-05-01T10:00:00Z', '2026-11-23T08:00:00Z'],
  [6, 'Sara', 'female', '1993-03-03', 'JO', 'AE-DXB', 'divorced', 'no', 168, 62, '2026-06-01T10:00:00Z', '2026-09-01T10:00:00Z'],
  [7, 'Omar', 'male', '1992-01-01', 'AE', 'AE-SHJ', 'single', 'no', 180, 80, '2026-01-15T10:00:00Z', '2026-11-22T10:00:00Z'],
  [8, 'Khalid', 'male', '1988-08-08', 'SA', 'SA-JED', 'married', 'yes', 175, 90, '2026-02-15T10:00:00Z', '2026-11-01T10:00:00Z'],
  [9, 'Yusuf', 'male', '1996-06-06', 'AE', 'AE-AJM', 'single', 'sometimes', 185, 85, '2026-03-15T10:00:00Z', '2026-11-23T09:00:00Z'],
  [10, 'Ali', 'male', '1980-10-10', 'OM', 'OM-MCT', 'widowed', 'no', 170, 75, '2026-04-15T10:00:00Z', '2026-08-01T10:00:00Z'],
  // Same second of registration as Sara: the tie is broken by member id.
  [11, 'Layla', 'female', '1997-04-04', 'AE', 'AE-SHJ', 'single', 'no', 162, 58, '2026-06-01T10:00:00Z', '2026-11-22T10:00:00Z'],
];

export function fixtureMember(n: number, over: Partial<IndexedMember> = {}): IndexedMember {
  const row = ROWS.find((r) => r[0] === n);
  if (!row) throw new Error(`no fixture member ${n}`);
  const [
    ,
    fullName,
    gender,
    birthDate,
    nationality,
    cityId,
    maritalState,
    smoking,
    height,
    weight,
    reg,
    active,
  ] = row;
  const city = findCity(cityId)!;
  return {
    memberId: idOf(n),
    fullName,
    gender,
    birthDate,
    nationality,
    country: city.countryId,
    city: city.id,
    lat: city.lat,
    lon: city.lon,
    maritalState,
    smoking,
    height,
    weight,
    registeredAt: new Date(reg),
    lastActiveAt: new Date(active),
    visibility: 'public',
    rev: 1,
    ...over,
  };
}

/** Members 3, 6 and 9 have their phone and selfie verified (and 6 her ID). */
const VERIFIED: Record<number, Partial<IndexedMember>> = {
  3: { verified: true, badges: { phone: true, email: true, selfie: true, id: false } },
  6: { verified: true, badges: { phone: true, email: false, selfie: true, id: true } },
  9: { verified: true, badges: { phone: true, email: true, selfie: true, id: false } },
};

export const FIXTURE = ROWS.map((r) => fixtureMember(r[0], VERIFIED[r[0]]));
export const SHARJAH = { lat: findCity('AE-SHJ')!.lat, lon: findCity('AE-SHJ')!.lon };
