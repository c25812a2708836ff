import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Feed } from '../lib/feed-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Breadcrumbs } from './Breadcrumbs';
import { Pager } from './Pager';
import { PostCard } from './PostCard';

interface Props {
  feed: Feed;
  /** Site path of the list; posts live under it. */
  basePath: string;
  title: string;
  lead: string;
  empty: string;
}

/** A news or blog list: cards, an empty state, and cursor paging. */
export function FeedPage({ feed, basePath, title, lead, empty }: Props) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  const shown = useRef(search);
  useLayoutEffect(() => {
    // After paging, focus (and scroll to) the heading so keyboard and screen-reader users start at the new list.
    if (shown.current === search) return;
    shown.current = search;
    heading.current?.focus();
  }, [search]);

  return (
    <section className="container feed" aria-labelledby="feed-title">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1 id="feed-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="section__lead">{lead}</p>
      {feed.items.length === 0 ? (
        <p className="state feed__empty">{empty}</p>
      ) : (
        <div className="grid grid--2 grid--3 feed__list">
          {feed.items.map((post) => (
            <PostCard key={post.id} post={post} basePath={basePath} />
          ))}
        </div>
      )}
      <Pager prev={feed.prev} next={feed.next} />
    </section>
  );
}
