import type { Locale } from '@mawadda/contracts';
import type { CardField, FieldError } from './card-form.js';
import { escapeHtml } from './html-escape.js';
import { formatAmount, htmlPage, localeOf, messagesOf, orderSummary, sandboxBanner } from './page-layout.js';
import type { CheckoutSessionRow } from './sandbox-schema.js';
import type { SandboxMessages } from './sandbox-messages.js';

export interface PageUrls {
  /** Where the pages router is mounted (`/api/billing/pay/sandbox`). */
  pathBase: string;
}

const stylesheetOf = (u: PageUrls) => `${u.pathBase}/sandbox.css`;

interface FieldSpec {
  field: CardField;
  label: string;
  attributes: string;
  value?: string;
}

function field(spec: FieldSpec, error: string | undefined): string {
  const id = `card-${spec.field}`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const value = spec.value ? ` value="${escapeHtml(spec.value)}"` : '';
  return `<div class="field${error ? ' field-invalid' : ''}">
<label for="${id}">${escapeHtml(spec.label)}</label>
<input id="${id}" name="${spec.field}" ${spec.attributes}${value}${invalid}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

const errorText = (t: SandboxMessages, f: CardField, e: FieldError | undefined) =>
  e && f !== 'name' ? (t.errors[f][e] ?? t.errors[f].invalid) : undefined;

/**
 * The hosted checkout: the sandbox notice, the order, and the card form posting back here. After
 * field errors it shows them beside their fields and keeps the expiry and the name; the card
 * number and the CVC are never written back into a page.
 */
export function checkoutPage(
  session: CheckoutSessionRow,
  u: PageUrls,
  form: { errors?: Partial<Record<CardField, FieldError>>; kept?: { expiry: string; name: string } } = {},
): string {
  const locale = localeOf(session.locale);
  const t = messagesOf(locale);
  const errors = form.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const action = `${u.pathBase}/checkout/${encodeURIComponent(session.id)}`;
  const digits = 'inputmode="numeric" dir="ltr" spellcheck="false" required';
  const body = `${sandboxBanner(t, true)}
<section class="panel">
<h1>${escapeHtml(t.title)}</h1>
${orderSummary(session, t, locale)}
<form method="post" action="${escapeHtml(action)}">
${hasErrors ? `<p class="form-error" role="alert">${escapeHtml(t.fixFields)}</p>` : ''}
${field({ field: 'number', label: t.cardNumber, attributes: `type="text" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242" ${digits}` }, errorText(t, 'number', errors.number))}
<div class="row">
${field({ field: 'expiry', label: t.expiry, attributes: `type="text" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" ${digits}`, value: form.kept?.expiry }, errorText(t, 'expiry', errors.expiry))}
${field({ field: 'cvc', label: t.cvc, attributes: `type="text" autocomplete="cc-csc" maxlength="4" placeholder="123" ${digits}` }, errorText(t, 'cvc', errors.cvc))}
</div>
${field({ field: 'name', label: t.name, attributes: 'type="text" autocomplete="cc-name" maxlength="100" dir="auto"', value: form.kept?.name }, undefined)}
<button type="submit">${escapeHtml(`${t.pay} ${formatAmount(session.amountMinor, session.currency, locale)}`)}</button>
</form>
</section>`;
  return htmlPage({ locale, title: t.title, stylesheet: stylesheetOf(u), body });
}

/** The challenge step (3-D Secure's stand-in): the card being confirmed and two answers. */
export function challengePage(session: CheckoutSessionRow, u: PageUrls): string {
  const locale = localeOf(session.locale);
  const t = messagesOf(locale);
  const action = `${u.pathBase}/checkout/${encodeURIComponent(session.id)}/challenge`;
  const card = `${session.cardBrand ?? 'card'} •••• ${session.cardLast4 ?? ''}`;
  const body = `${sandboxBanner(t, false)}
<section class="panel">
<h1>${escapeHtml(t.challengeTitle)}</h1>
${orderSummary(session, t, locale)}
<p><span class="card-digits" dir="ltr">${escapeHtml(card)}</span></p>
<p>${escapeHtml(t.challengeText)}</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="fail" class="secondary">${escapeHtml(t.fail)}</button>
</form>
</section>`;
  return htmlPage({ locale, title: t.challengeTitle, stylesheet: stylesheetOf(u), body });
}

/** A page that only says something: an unknown checkout, or a form that could not be read. */
export function messagePage(locale: Locale, u: PageUrls, which: 'notFound' | 'unreadable'): string {
  const t = messagesOf(locale);
  const [title, text] =
    which === 'notFound' ? [t.notFoundTitle, t.notFoundText] : [t.unreadableTitle, t.unreadableText];
  const body = `${sandboxBanner(t, false)}
<section class="panel">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</section>`;
  return htmlPage({ locale, title, stylesheet: stylesheetOf(u), body });
}
