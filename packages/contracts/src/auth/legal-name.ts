import { z } from 'zod';
import { fullNameRule } from '../rules.js';

/**
 * The member's name as written on the identity document, asked with the document (not at sign-up,
 * where only the name shown to members is asked). Staff compare it with the document; it is never
 * shown to other members. Sent as the multipart field `legalName` before the file.
 */
export const LEGAL_NAME_FIELD = 'legalName';
export const legalNameSchema = z.object({ legalName: fullNameRule });
export type LegalName = z.output<typeof legalNameSchema>;
