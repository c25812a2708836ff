import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_MIME_TYPES,
  type MaritalDocument,
  type MyVerification,
  type VerificationDocKind,
} from '@mawadda/contracts';
import { ok, refused, uuidv7, type Outcome } from '@mawadda/kit';
import { declarationOf } from '../domain/declaration.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { UploadRefused, type UploadRefusal } from '../domain/upload-refusals.js';
import {
  checkPrompt,
  checkSubmission,
  myVerification,
  verificationFileName,
  verificationKey,
} from '../domain/verification.js';
import { processCvImage } from '../media/image-pipeline.js';
import { sniffUpload } from '../media/sniff.js';
import type { ProfileApp } from './context.js';

type SubmitRefusal =
  | RefusalOf<'not_found'>
  | RefusalOf<'verification_prompt_invalid'>
  | RefusalOf<'verification_pending'>
  | RefusalOf<'verification_done'>
  | RefusalOf<'rate_limited'>
  | UploadRefusal;

const PDF = 'application/pdf';

/**
 * What is stored of a selfie or document: an image re-encoded (one WebP, no metadata at all,
 * upright), or a document's PDF as sent. The type is read from the bytes: a selfie is a JPEG,
 * PNG or WebP photo; a document that or a PDF.
 */
async function renderVerification(
  kind: VerificationDocKind,
  bytes: Buffer,
  memberId: string,
): Promise<{ body: Buffer; contentType: string }> {
  if (kind === 'selfie') await sniffUpload(bytes, 'avatar');
  else {
    const mime = (await fileTypeFromBuffer(bytes))?.mime;
    if (mime === PDF) return { body: bytes, contentType: PDF };
    if (!mime || !(IMAGE_MIME_TYPES as readonly string[]).includes(mime))
      throw new UploadRefused({ refusal: 'unsupported_file_type', messageKey: 'badges.idType' });
  }
  const image = await processCvImage(bytes, memberId);
  return { body: image.variants.at(-1)!.buffer, contentType: 'image/webp' };
}

/**
 * A selfie, identity document or declaration's document for staff to check. Cheap refusals come
 * before a byte is read and are checked again under the profile's lock with the insert, so two
 * uploads leave one pending. The file is written outside the member's media folder and deleted on
 * a later refusal.
 */
export async function submitVerification(
  app: ProfileApp,
  memberId: string,
  kind: VerificationDocKind,
  promptId: string | undefined,
  /**
   * The file, with an identity document the name as written on it, with a declaration's document
   * which one it is (read from the same form).
   */
  receive: () => Promise<{ file: Buffer; legalName?: string; document?: MaritalDocument }>,
): Promise<Outcome<MyVerification, SubmitRefusal>> {
  const { verifications, store, database, objects } = app;
  const check = async (db = database.db): Promise<SubmitRefusal | null> => {
    const profile = await store.find(memberId, db);
    if (!profile) return NOT_FOUND;
    if (kind === 'selfie') {
      const bad = checkPrompt(
        promptId ? await verifications.prompt(db, promptId) : undefined,
        memberId,
        app.clock(),
      );
      if (bad) return bad;
    }
    return checkSubmission(kind, profile, await verifications.hasPending(db, memberId, kind));
  };
  const early = await check();
  if (early) return refused(early);
  const limited = await app.uploadLimiter.spend(memberId);
  if (limited) return refused(limited);
  let file: { body: Buffer; contentType: string };
  let legalName: string | null = null;
  let document: MaritalDocument | null = null;
  try {
    const received = await receive();
    legalName = received.legalName ?? null;
    document = received.document ?? null;
    file = await renderVerification(kind, received.file, memberId);
  } catch (err) {
    if (err instanceof UploadRefused) return refused(err.refusal);
    throw err;
  }
  const row = { id: uuidv7(), memberId, kind, file: verificationFileName(file.contentType) };
  const key = verificationKey(row, row.file);
  await objects.put(key, file.body, { contentType: file.contentType, size: file.body.length });
  try {
    const stored = await app.outbox.inTransaction(
      database.db,
      async (tx): Promise<Outcome<void, SubmitRefusal>> => {
        const locked = await store.lock(tx, memberId);
        const late = await check(tx);
        if (late) return refused(late);
        const prompt = kind === 'selfie' && promptId ? await verifications.prompt(tx, promptId) : undefined;
        if (prompt) await verifications.usePrompt(tx, prompt.id, app.clock());
        await verifications.submit(tx, {
          ...row,
          gesture: prompt?.gesture ?? null,
          contentType: file.contentType,
          legalName,
          // What the document is checked against: the declaration as it stands with the upload.
          document,
          declared: kind === 'marital' && locked ? declarationOf(locked) : null,
        });
        return ok(undefined);
      },
    );
    if (!stored.ok) {
      await objects.delete(key).catch(() => undefined);
      return stored;
    }
  } catch (err) {
    await objects.delete(key).catch(() => undefined);
    throw err;
  }
  const profile = await store.find(memberId);
  return ok(myVerification(profile!, await verifications.ofMember(memberId)));
}
