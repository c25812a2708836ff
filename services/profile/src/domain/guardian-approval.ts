import type { RevealSubject } from '@mawadda/contracts';

/**
 * The guardian who must approve a reveal of this subject, or null when none must (no guardian, or
 * the owner does not ask theirs for it).
 */
export function approverFor(
  g: { guardianId: string | null; approvePhotos: boolean; approveCv: boolean } | undefined,
  subject: RevealSubject,
): string | null {
  if (!g?.guardianId) return null;
  return (subject === 'photos' ? g.approvePhotos : g.approveCv) ? g.guardianId : null;
}
