import type { DemoMember } from './people.js';

/** A demo member once in: the seed's steps each take it, so it lives apart from the seed itself. */
export interface Seeded {
  member: DemoMember;
  id: string;
  token: string;
  /** False when the member existed and signed in (a resumed seed). */
  registered: boolean;
}
