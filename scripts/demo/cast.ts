import type { ModerationPlan } from './moderation.js';
import type { Seeded } from './seeded.js';

/**
 * Who plays which part in the guardian, reveal and verification scenes, chosen by index alone so a
 * resumed seed picks the same people. On a small site parts fall to the same woman where they do
 * not clash: the one who reveals to the first man is never one whose guardian approves photos.
 */
export interface Cast {
  firstMan: Seeded;
  sampleWoman: Seeded;
  /** Hides photos and CV, reveals her photos to the first man, her CV to another. */
  revealer: Seeded;
  /** Her guardian approves conversations and reads them; the first man's conversation waits. */
  gatedWoman: Seeded;
  /** Hides her photos; her guardian approves photo and CV reveals, one of which waits for him. */
  photoGuarded: Seeded;
  /** A third guardian with the default switches. */
  plainGuarded: Seeded;
  /** A fourth woman who hides her photos and reveals them to one man (absent on a small site). */
  quietHider: Seeded | undefined;
  /** Men other than the first, in order: they ask to see and are revealed to. */
  men: Seeded[];
  /** Members who send a selfie (and some an ID), approved or left for the moderator. */
  selfieApproved: Seeded[];
  selfiePending: Seeded[];
  idApproved: Seeded[];
  idPending: Seeded[];
}

export function castFor(seeded: readonly Seeded[], plan: ModerationPlan, blocked: ReadonlySet<Seeded>): Cast {
  const [firstMan, sampleWoman] = seeded as [Seeded, Seeded];
  const shown = (s: Seeded) => !plan.avatars.has(s.member.index);
  const women = seeded.filter((s) => s.member.gender === 'female' && s !== sampleWoman);
  // Public, with a face others see, and not the woman the first man blocks.
  const stars = women.filter((s) => shown(s) && s.member.profile.visibility !== 'private' && !blocked.has(s));
  if (stars.length === 0) throw new Error('the demo needs at least one public woman with an approved photo');
  const at = (i: number) => stars[i % stars.length]!;
  const [revealer, gatedWoman, photoGuarded] = [at(0), at(1), at(2)];
  const plainGuarded =
    women.find((s) => ![revealer, gatedWoman, photoGuarded].includes(s)) ?? at(stars.length > 3 ? 3 : 1);
  const men = seeded.filter((s) => s.member.gender === 'male' && s !== firstMan);
  // A few more members with faces, for the verification queue: about 1 in 40 approved, 1 in 100 waiting.
  const others = seeded.slice(2).filter((s) => shown(s) && ![revealer, gatedWoman, photoGuarded].includes(s));
  const approvedMore = Math.max(1, Math.round(seeded.length / 40));
  const pendingMore = Math.max(1, Math.round(seeded.length / 100));
  const more = (from: number, n: number) => others.slice(from, from + n);
  return {
    firstMan,
    sampleWoman,
    revealer,
    gatedWoman,
    photoGuarded,
    plainGuarded,
    quietHider: stars.find((s) => ![revealer, gatedWoman, photoGuarded, plainGuarded].includes(s)),
    men,
    selfieApproved: unique([firstMan, revealer, gatedWoman, ...more(0, approvedMore)]),
    selfiePending: unique([sampleWoman, ...more(approvedMore, pendingMore)]),
    idApproved: unique([firstMan, ...more(0, 1)]),
    idPending: unique(more(approvedMore + pendingMore, 1).concat(more(approvedMore, 1))),
  };
}

const unique = (list: Seeded[]) => [...new Set(list)];
