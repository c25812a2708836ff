import type { MessageKey } from '../messages/index.js';

/*
 * Limits of the member's uploads (spec §5, §9), shared so the form refuses a file before sending
 * it and the service refuses the same file with the same message. "MB" is taken as MiB, the unit
 * browsers and operating systems show a file's size in.
 */

const MB = 1024 * 1024;

/** Spec §9: profile image under 5 MB ("Image size must be less than 5MB"). */
export const PROFILE_IMAGE_MAX_MB = 5;
export const PROFILE_IMAGE_MAX_BYTES = PROFILE_IMAGE_MAX_MB * MB;

/** Spec §5, §9: any other upload is one file under 2 MB. */
export const UPLOAD_MAX_MB = 2;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * MB;
export const UPLOAD_MAX_FILES = 1;

/**
 * Video is not in the spec. 50 MB holds about two minutes of phone video in H.264 at 720p, enough
 * for an introduction, and keeps an upload short on a mobile connection. The size is the limit;
 * the length is not measured (that would mean parsing every container format).
 */
export const VIDEO_MAX_MB = 50;
export const VIDEO_MAX_BYTES = VIDEO_MAX_MB * MB;

/** The gallery's size is not in the spec: a dozen photos is plenty to know someone by. */
export const GALLERY_MAX_PHOTOS = 12;

/** Images we decode and re-encode; other formats (HEIC, SVG) are refused, SVG because it can carry script. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Spec §5: the CV is a PDF, an XLSX sheet or an image. */
export const CV_MIME_TYPES = ['application/pdf', XLSX_MIME_TYPE, ...IMAGE_MIME_TYPES] as const;
/** MP4 and WebM play in every browser the site supports without transcoding. */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;

/**
 * Spec §9 image defaults for the resize pipeline: the same widths, quality and format the
 * gateway's image endpoint serves (packages/site/src/images/image-options.ts).
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_QUALITY = 80;
export const IMAGE_FORMAT = 'webp';
export const IMAGE_DENSITIES = [1, 2] as const;

/** What a member can upload to their profile. */
export const UPLOAD_KINDS = ['avatar', 'cover', 'photo', 'cv', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadRule {
  maxBytes: number;
  mimeTypes: readonly string[];
  tooLarge: MessageKey;
  wrongType: MessageKey;
}

/**
 * The rule of each kind. The spec's 5 MB is for the profile image; cover and gallery photos are
 * images of the profile too, so they share it (the 2 MB limit is for the other files: the CV).
 */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  avatar: {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    mimeTypes: IMAGE_MIME_TYPES,
    tooLarge: 'upload.imageTooLarge',
    wrongType: 'upload.imageType',
  },
  cover: {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    mimeTypes: IMAGE_MIME_TYPES,
    tooLarge: 'upload.imageTooLarge',
    wrongType: 'upload.imageType',
  },
  photo: {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    mimeTypes: IMAGE_MIME_TYPES,
    tooLarge: 'upload.imageTooLarge',
    wrongType: 'upload.imageType',
  },
  cv: {
    maxBytes: UPLOAD_MAX_BYTES,
    mimeTypes: CV_MIME_TYPES,
    tooLarge: 'upload.fileTooLarge',
    wrongType: 'upload.cvType',
  },
  video: {
    maxBytes: VIDEO_MAX_BYTES,
    mimeTypes: VIDEO_MIME_TYPES,
    tooLarge: 'upload.videoTooLarge',
    wrongType: 'upload.videoType',
  },
};

/**
 * The message for the first rule a set of files breaks, or null when it may be sent: exactly one
 * file, of an allowed type, under the size limit (spec §5 order: one file, type, size).
 */
export function checkUpload(
  kind: UploadKind,
  files: readonly { size: number; type: string }[],
): MessageKey | null {
  const rule = UPLOAD_RULES[kind];
  const [file] = files;
  if (file === undefined) return 'upload.noFile';
  if (files.length > UPLOAD_MAX_FILES) return 'upload.oneFile';
  if (!rule.mimeTypes.includes(file.type.toLowerCase())) return rule.wrongType;
  if (file.size <= 0) return 'upload.noFile';
  if (file.size >= rule.maxBytes) return rule.tooLarge;
  return null;
}

/** The spec's outcome messages of profile edits and uploads (spec §8). */
export const PROFILE_MESSAGES = {
  updated: 'profile.updated',
  updateFailed: 'profile.updateFailed',
  imageUploaded: 'upload.imageUploaded',
  imageUploadFailed: 'upload.imageFailed',
  imageDeleted: 'upload.imageDeleted',
  imageTooLarge: 'upload.imageTooLarge',
  deleteConfirm: 'upload.deleteConfirm',
} as const satisfies Record<string, MessageKey>;
