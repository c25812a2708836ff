import type { ComponentProps } from 'react';

/**
 * A form the server may render. Before the page's code runs, Enter submits it natively, by default
 * a GET that puts every field, the password included, in the address and logs. POST keeps them in
 * the body; the gateway redirects a POST to a page back without reading it (packages/site web-apps.ts).
 */
export function Form(props: ComponentProps<'form'>) {
  return <form method="post" {...props} />;
}
