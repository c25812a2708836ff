import { z } from 'zod';
import { GENDERS } from './enums.js';

/*
 * A member's declaration (services/profile README "Declarations"): her marital state, whether she
 * has children and, for a man, how many wives he has now. What she says is a declaration; it may be
 * backed by a document staff checked and by her guardian's word. A changed declaration loses both:
 * they vouched for the old one.
 */

/** The declared fields, in the order shown. */
export const DECLARATION_FIELDS = ['maritalState', 'hasChildren', 'wives'] as const;
export type DeclarationField = (typeof DECLARATION_FIELDS)[number];

/** What a member may send to back her declaration (the member site names each). */
export const MARITAL_DOCUMENTS = ['divorce_certificate', 'death_certificate', 'family_book'] as const;
export type MaritalDocument = (typeof MARITAL_DOCUMENTS)[number];

/** The declaration as it stood (on a submission staff check, on a confirmation in match). */
export const declarationSchema = z.object({
  maritalState: z.string().nullable(),
  hasChildren: z.string().nullable(),
  wives: z.number().int().nullable(),
});
export type Declaration = z.infer<typeof declarationSchema>;

/**
 * The badges of a declaration, all anyone but staff learns of its checks (never the document):
 * `declared` (she said it), `attested` (her current guardian vouched for it), `documentChecked`
 * (staff approved a document for it).
 */
export const declarationBadgesSchema = z.object({
  declared: z.boolean(),
  attested: z.boolean(),
  documentChecked: z.boolean(),
});
export type DeclarationBadges = z.infer<typeof declarationBadgesSchema>;

/** The multipart field naming the document, sent before the file. */
export const maritalDocumentFieldSchema = z.object({ document: z.enum(MARITAL_DOCUMENTS) });

/** `PUT /api/profile/guardian/members/{memberId}/declaration/attestation`: the ward's declaration now. */
export const wardDeclarationSchema = z.object({
  memberId: z.string(),
  /** Hers, so the page names her values in her form. */
  gender: z.enum(GENDERS).nullable(),
  declaration: declarationSchema,
  badges: declarationBadgesSchema,
  attestedAt: z.string().nullable(),
});
export type WardDeclaration = z.infer<typeof wardDeclarationSchema>;
