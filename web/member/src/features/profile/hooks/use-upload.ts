import { useEffect, useRef, useState } from 'react';
import { checkUpload, type UploadKind } from '@mawadda/contracts';
import { translate, type MessageKey } from '@mawadda/contracts/messages';
import { ApiProblem, isAbortError } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import type { Sender } from '../api/sender';

export interface Sending {
  name: string;
  /** An object URL of the chosen image, shown while it goes up; none for other files. */
  preview?: string;
  /** 0 to 1. */
  progress: number;
}

const IMAGE_KINDS: readonly UploadKind[] = ['avatar', 'cover', 'photo'];

/**
 * What the server said about this file (too large, wrong type, album full: 4xx problems, already
 * in the page's language), else the spec's "Image upload failed" / "File upload failed".
 */
function failureText(error: unknown, fallback: MessageKey, locale: Parameters<typeof translate>[1]) {
  const fromServer =
    error instanceof ApiProblem &&
    error.status >= 400 &&
    error.status < 500 &&
    error.problem.code !== 'http_error';
  return fromServer ? error.problem.detail : translate(fallback, locale);
}

/**
 * One upload at a time for one kind of file: the file is checked with the same rule as the server
 * (`checkUpload`) before a byte is sent, then sent with its progress. A refusal, local or from the
 * server, stays written under the control (a 2-second toast is too short to read a reason).
 */
export function useUpload<T>(kind: UploadKind, send: Sender<T>, onUploaded: (asset: T) => void) {
  const { locale } = useLocale();
  const toast = useToast();
  const [sending, setSending] = useState<Sending | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const aborter = useRef<AbortController | null>(null);
  const image = IMAGE_KINDS.includes(kind);

  // Leaving the page stops an upload in flight.
  useEffect(() => () => aborter.current?.abort(), []);

  const start = async (files: readonly File[]) => {
    if (aborter.current) return;
    setRefusal(undefined);
    const refused = checkUpload(kind, files);
    if (refused) return setRefusal(translate(refused, locale));
    const file = files[0]!;
    const canPreview = image && typeof URL.createObjectURL === 'function';
    const preview = canPreview ? URL.createObjectURL(file) : undefined;
    const controller = new AbortController();
    aborter.current = controller;
    setSending({ name: file.name, preview, progress: 0 });
    try {
      const asset = await send(
        file,
        (progress) => setSending((s) => s && { ...s, progress }),
        controller.signal,
      );
      toast.success(translate(image ? 'upload.imageUploaded' : 'upload.fileUploaded', locale));
      onUploaded(asset);
    } catch (error) {
      if (isAbortError(error)) return;
      const text = failureText(error, image ? 'upload.imageFailed' : 'upload.fileFailed', locale);
      setRefusal(text);
      toast.error(text);
    } finally {
      if (preview) URL.revokeObjectURL(preview);
      aborter.current = null;
      if (!controller.signal.aborted) setSending(null);
    }
  };

  return { sending, refusal, start };
}
