import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { isAdmin, type StaffRole } from '../auth/roles';
import audit from './audit';
import blocks from './blocks';
import blog from './blog';
import faq from './faq';
import menus from './menus';
import news from './news';
import orders from './orders';
import pages from './pages';
import plans from './plans';
import questions from './questions';
import staff from './staff';
import stories from './stories';
import subscriptions from './subscriptions';
import trials from './trials';
import verifications from './verifications';

// The families' questions are match's, but written as the site's content: staff read, admins write.
const CONTENT = { menus, blocks, pages, news, blog, faq, questions };

/**
 * The console's resources by role, mirroring the API's access: moderators only list and show
 * content (no edit route, so no edit button anywhere), and get no billing, staff accounts or
 * audit log, which are admin-only on the API.
 */
export function adminResources(permissions: StaffRole | undefined): ReactElement[] {
  const admin = isAdmin(permissions);
  const content = Object.entries(CONTENT).map(([name, r]) =>
    admin ? (
      <Resource key={name} name={name} {...r} />
    ) : (
      <Resource key={name} name={name} list={r.list} show={r.show} icon={r.icon} />
    ),
  );
  // Identity checks: moderators and admins alike.
  const verification = <Resource key="verifications" name="verifications" {...verifications} />;
  // Success stories both spouses agreed to: moderators and admins alike.
  const story = <Resource key="stories" name="stories" {...stories} />;
  if (!admin) return [...content, verification, story];
  return [
    ...content,
    verification,
    story,
    <Resource key="plans" name="plans" {...plans} />,
    <Resource key="orders" name="orders" {...orders} />,
    <Resource key="subscriptions" name="subscriptions" {...subscriptions} />,
    <Resource key="trials" name="trials" {...trials} />,
    <Resource key="staff" name="staff" {...staff} />,
    <Resource key="audit" name="audit" {...audit} />,
  ];
}
