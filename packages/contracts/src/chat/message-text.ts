import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from './limits.js';

// C0 controls and DEL except tab and line feed; a CR is dropped too (a CRLF is one line feed).
// The composer removes them before sending (pastes often carry them unseen); the server refuses
// any but CR, as every text field of the platform does, so what is stored is what was typed.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** A message body as the composer sends it and the server stores it: controls removed, ends trimmed. */
export const cleanMessageText = (raw: string): string => raw.replace(CONTROLS, '').trim();

/**
 * A message body from a member: text only, cleaned, 1 to 2,000 characters (counted in code
 * points, as the composer's counter counts them), rendered by every client as plain text.
 */
export const messageTextSchema = z
  .string({ message: 'validation.required' })
  .max(MESSAGE_MAX_CHARS * 4, { message: 'validation.maxLength' })
  .transform(cleanMessageText)
  .superRefine((text, ctx) => {
    if (!text) ctx.addIssue({ code: 'custom', message: 'chat.emptyMessage' });
    else if ([...text].length > MESSAGE_MAX_CHARS)
      ctx.addIssue({ code: 'custom', message: 'validation.maxLength', params: { max: MESSAGE_MAX_CHARS } });
  });

/** The length the composer's counter shows, the same count the server applies. */
export const messageLength = (raw: string): number => [...cleanMessageText(raw)].length;
