import { Link } from 'react-router-dom';

export interface Tab {
  label: string;
  to: string;
  current: boolean;
}

/**
 * Two views of one subject (requests received / sent, followers / following) as links: each view
 * has its own address, so back, forward and a shared link all land on the same view.
 */
export function SocialTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav className="social-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
