import { textDirection, type DevInboxEntry } from '@mawadda/kit';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after a link belongs to the sentence, not the link. */
const TRAILING = /[.,;:!?)\]}»”’]+$/;

/** Escaped text with its http(s) links made clickable (the verification and notice links). */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    out += escapeHtml(text.slice(last, start));
    out += `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

function entry(e: DevInboxEntry): string {
  const lang = escapeHtml(e.locale);
  const dir = textDirection(e.locale);
  const subject =
    e.subject === undefined ? '' : `<h2 lang="${lang}" dir="${dir}">${escapeHtml(e.subject)}</h2>`;
  return `<article class="message ${e.channel}" id="m-${escapeHtml(e.id)}">
<dl class="meta">
<div><dt>Time</dt><dd><time datetime="${escapeHtml(e.sentAt)}">${escapeHtml(e.sentAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'))}</time></dd></div>
<div><dt>Channel</dt><dd>${e.channel === 'mail' ? 'Mail' : 'SMS'}</dd></div>
<div><dt>To</dt><dd class="to">${escapeHtml(e.to)}</dd></div>
<div><dt>Purpose</dt><dd><code>${escapeHtml(e.purpose)}</code></dd></div>
<div><dt>Language</dt><dd>${lang}${e.html === undefined ? '' : ' · with an HTML part (see the JSON)'}</dd></div>
</dl>
${subject}
<pre class="text" lang="${lang}" dir="${dir}">${linkify(e.text)}</pre>
</article>`;
}

/**
 * The dev inbox as a page: every message newest first. No script and no inline style, so it runs
 * under the strictest policy of the edge (DEV_INBOX_CSP); the stylesheet is a file.
 */
export function renderInboxPage(entries: DevInboxEntry[]): string {
  const count = entries.length === 1 ? '1 message' : `${entries.length} messages`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Dev inbox · Mawadda</title>
<link rel="stylesheet" href="/dev/inbox.css">
</head>
<body>
<header>
<h1>Dev inbox</h1>
<p>Mail and SMS this installation would have sent: ${count}, newest first. Development only; never in production. <a href="/dev/inbox.json">JSON</a> · <a href="/dev/inbox">Refresh</a></p>
</header>
<main>
${entries.length ? entries.map(entry).join('\n') : '<p class="empty">Nothing sent yet.</p>'}
</main>
</body>
</html>
`;
}

export const INBOX_CSS = `body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1d1d1f; background: #f6f6f4; }
header p { color: #555; }
.message { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.message.sms { border-inline-start: 4px solid #2e7d32; }
.message.mail { border-inline-start: 4px solid #1565c0; }
.meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin: 0; font-size: 13px; color: #555; }
.meta div { display: flex; gap: 0.4rem; }
.meta dt { font-weight: 600; }
.meta dd { margin: 0; }
h2 { font-size: 17px; margin: 0.5rem 0 0.25rem; }
.text { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0.5rem 0 0; }
.empty { color: #777; }
`;
