import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface Props {
  title: string;
  lead?: string;
  /** Between the heading and the list: tabs, the way back to a profile. */
  nav?: ReactNode;
  children: ReactNode;
}

/** The frame of a social list page: titled heading (the tab too), lead, navigation, the list. */
export function SocialPage({ title, lead, nav, children }: Props) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  const shown = useRef(search);
  useLayoutEffect(() => {
    // After paging or a tab change, focus (and scroll to) the heading so keyboard and
    // screen-reader users start at the new list, as the news pages do.
    if (shown.current === search) return;
    shown.current = search;
    heading.current?.focus();
  }, [search]);
  return (
    <article className="container section social-page" aria-labelledby="social-page-title">
      <header>
        <h1 id="social-page-title" ref={heading} tabIndex={-1} dir="auto">
          {title}
        </h1>
        {lead && <p className="section__lead">{lead}</p>}
      </header>
      {nav}
      {children}
    </article>
  );
}
