import { isDeepStrictEqual } from 'node:util';
import { DECLARATION_FIELDS, type Declaration, type DeclarationBadges } from '@mawadda/contracts';
import type { ProfileRow } from '../store/schema.js';

/*
 * Declarations (README: declarations), pure: marital state, children and (men) wives are what the
 * member says; a document staff checked and her guardian's word back the declaration as it stood.
 */

type DeclarationRow = Pick<ProfileRow, 'maritalState' | 'hasChildren' | 'wives'>;

export const declarationOf = (p: DeclarationRow): Declaration => ({
  maritalState: p.maritalState,
  hasChildren: p.hasChildren,
  wives: p.wives,
});

export const sameDeclaration = (a: Declaration, b: Declaration) => isDeepStrictEqual(a, b);

/** Whether an edit touches the declaration: then the checks go, they vouched for the old one. */
export const changesDeclaration = (fields: readonly string[]) =>
  fields.some((f) => (DECLARATION_FIELDS as readonly string[]).includes(f));

/** What clears the checks, written with the edit that changed the declaration. */
export const DROPPED_CHECKS = {
  declarationCheckedAt: null,
  declarationAttestedAt: null,
  declarationAttestedBy: null,
} as const satisfies Partial<ProfileRow>;

/** The badges; nothing is declared before she said her marital state (company profiles). */
export const declarationBadgesOf = (
  p: DeclarationRow & Pick<ProfileRow, 'declarationCheckedAt' | 'declarationAttestedAt'>,
): DeclarationBadges => ({
  declared: p.maritalState !== null,
  attested: p.declarationAttestedAt !== null,
  documentChecked: p.declarationCheckedAt !== null,
});
