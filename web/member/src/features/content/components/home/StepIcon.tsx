import type { ReactNode } from 'react';

/** Line icons named by the CMS (`data.icon` of the how-it-works blocks); an unknown name gets the heart. */
const PATHS: Record<string, ReactNode> = {
  'user-plus': (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
      <path d="M19 7v6M16 10h6" />
    </>
  ),
  'id-card': (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2.5" />
      <circle cx="8" cy="10.5" r="2.5" />
      <path d="M4.5 17a3.5 3.5 0 0 1 7 0M14 9.5h5M14 13.5h4" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20.5 20.5-4.5-4.5" />
    </>
  ),
  chat: (
    <>
      <path d="M4 4h16a1.5 1.5 0 0 1 1.5 1.5v10A1.5 1.5 0 0 1 20 17H10l-5 4v-4H4a1.5 1.5 0 0 1-1.5-1.5v-10A1.5 1.5 0 0 1 4 4z" />
      <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />,
};

export function StepIcon({ name }: { name: unknown }) {
  const icon = typeof name === 'string' && Object.hasOwn(PATHS, name) ? name : 'heart';
  return (
    <svg
      className="step-icon"
      data-icon={icon}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[icon]}
    </svg>
  );
}
