import { z } from 'zod';
import { REVEAL_SUBJECTS } from './reveal-events.js';

/*
 * The profile API of hidden media and reveals (services/profile README: "Reveal and watermarks"):
 * the owner's two switches, the people revealed to, requests to see, and the log of who saw what.
 */

/** `PUT /api/profile/me/privacy`: either switch or both; unknown fields are refused. */
export const mediaPrivacyEditSchema = z
  .strictObject({ photosHidden: z.boolean().optional(), cvHidden: z.boolean().optional() })
  .refine((v) => v.photosHidden !== undefined || v.cvHidden !== undefined, {
    message: 'validation.required',
    path: ['photosHidden'],
  });
export type MediaPrivacyEdit = z.infer<typeof mediaPrivacyEditSchema>;

export const mediaPrivacySchema = z.object({ photosHidden: z.boolean(), cvHidden: z.boolean() });
export type MediaPrivacy = z.infer<typeof mediaPrivacySchema>;

export const revealSubjectParamsSchema = z.object({
  viewerId: z.uuid(),
  subject: z.enum(REVEAL_SUBJECTS),
});

/** One reveal of the owner's: `viewerId` may see `subject` (the web shows them as cards). */
export const revealSchema = z.object({
  viewerId: z.string(),
  subject: z.enum(REVEAL_SUBJECTS),
  at: z.string(),
  /** `awaiting_guardian` while the owner's guardian has yet to approve it (the viewer sees nothing yet). */
  status: z.enum(['granted', 'awaiting_guardian']).default('granted'),
});
export type Reveal = z.infer<typeof revealSchema>;
export const revealListSchema = z.object({ items: z.array(revealSchema) });

export const REVEAL_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type RevealRequestStatus = (typeof REVEAL_REQUEST_STATUSES)[number];

/** `POST /api/profile/{memberId}/reveal-requests`. */
export const revealRequestBodySchema = z.strictObject({ subject: z.enum(REVEAL_SUBJECTS) });

export const revealRequestSchema = z.object({
  id: z.string(),
  /** The member who asked (in the owner's list) or was asked (in the requester's answer). */
  requesterId: z.string(),
  ownerId: z.string(),
  subject: z.enum(REVEAL_SUBJECTS),
  status: z.enum(REVEAL_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RevealRequest = z.infer<typeof revealRequestSchema>;
export const revealRequestListSchema = z.object({ items: z.array(revealRequestSchema) });

/** What a requester reads of their own latest request on the owner's profile, one per subject. */
export const viewerRevealRequestSchema = z.object({
  subject: z.enum(REVEAL_SUBJECTS),
  status: z.enum(REVEAL_REQUEST_STATUSES),
});

/** Who looked: a member (their id), staff (never which one), a guest, or a member since erased. */
export const MEDIA_VIEWER_KINDS = ['member', 'staff', 'guest', 'deleted'] as const;
export type MediaViewerKind = (typeof MEDIA_VIEWER_KINDS)[number];

export const mediaViewSchema = z.object({
  viewer: z.object({ kind: z.enum(MEDIA_VIEWER_KINDS), id: z.string().nullable() }),
  assetId: z.string(),
  subject: z.enum(REVEAL_SUBJECTS),
  at: z.string(),
});
export type MediaView = z.infer<typeof mediaViewSchema>;

export const MEDIA_VIEWS_PAGE_DEFAULT = 20;
export const MEDIA_VIEWS_PAGE_MAX = 100;
export const mediaViewsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MEDIA_VIEWS_PAGE_MAX).default(MEDIA_VIEWS_PAGE_DEFAULT),
});
export const mediaViewPageSchema = z.object({ items: z.array(mediaViewSchema), next: z.string().nullable() });
export type MediaViewPage = z.infer<typeof mediaViewPageSchema>;

/**
 * A CV as a viewer gets it: page images (watermarked for them), never the original file. A PDF
 * gives its first pages, an image CV one page; a spreadsheet (or a PDF that could not be drawn)
 * gives none, and the page says it cannot be previewed.
 */
export const CV_FORMATS = ['pdf', 'image', 'xlsx'] as const;
export type CvFormat = (typeof CV_FORMATS)[number];
export const cvPageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type CvPage = z.infer<typeof cvPageSchema>;
export const CV_PREVIEW_PAGES = 3;
