/**
 * Where each resource of the console lives. Every list speaks ra-data-simple-rest
 * (`?filter=&range=&sort=`, `Content-Range: <resource> start-end/total`), but the resources are
 * spread over the services behind the gateway, so the URL is looked up here rather than derived.
 */
export const RESOURCE_URLS = {
  // moderators and admins
  members: '/api/auth/admin/members',
  moderation: '/api/profile/admin/moderation',
  verifications: '/api/profile/admin/verifications',
  reports: '/api/social/admin/reports',
  feedback: '/api/cms/admin/feedback',
  stories: '/api/match/admin/stories',
  // admins (content)
  menus: '/api/cms/admin/menus',
  blocks: '/api/cms/admin/blocks',
  pages: '/api/cms/admin/pages',
  news: '/api/cms/admin/news',
  blog: '/api/cms/admin/blog',
  faq: '/api/cms/admin/faq',
  questions: '/api/match/admin/questions',
  // admins (billing)
  plans: '/api/billing/admin/plans',
  orders: '/api/billing/admin/orders',
  subscriptions: '/api/billing/admin/subscriptions',
  trials: '/api/billing/admin/trials',
  // admins (staff)
  staff: '/api/auth/admin/staff',
  audit: '/api/auth/admin/audit',
} as const;

export type ResourceName = keyof typeof RESOURCE_URLS;

export function resourceUrl(resource: string): string {
  const url = (RESOURCE_URLS as Record<string, string>)[resource];
  if (!url) throw new Error(`No API URL for resource "${resource}"`);
  return url;
}
