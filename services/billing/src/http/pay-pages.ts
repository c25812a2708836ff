import type { BillingHttp } from './context.js';

/**
 * The provider's own pages (the sandbox's hosted checkout), under `/api/billing/pay/<provider>`.
 * Looked up per request: the provider is opened with the job queue when the service starts.
 */
export function payPages({ api, app }: BillingHttp) {
  api.router.use('/pay/:provider', (req, res, next) => {
    const pages = app.provider?.pages;
    if (!pages || req.params.provider !== app.provider.name) return next();
    return pages(req, res, next);
  });
}
