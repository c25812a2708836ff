import type { ComponentProps } from 'react';

/**
 * A form the server may render (the public pages: sign-in, registration, contact). Until the
 * page's code has run, Enter submits it the browser's own way, which by default is a GET that
 * puts every field, the password included, in the address, the history and any proxy's log.
 * POST keeps them in the body, and the gateway answers a POST to a page with a redirect back to
 * it without reading the body (services/gateway/src/web-apps.ts).
 */
export function Form(props: ComponentProps<'form'>) {
  return <form method="post" {...props} />;
}
