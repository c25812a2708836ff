import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router-dom';

interface Props {
  /** The navigation's name ("More pages"). */
  label: string;
  /** Where the newer and the older page are, when there is one. */
  prev: To | null;
  next: To | null;
  prevLabel: string;
  nextLabel: string;
}

/**
 * Newer / older page links with arrows that point the way the page turns: left to right the
 * previous page is on the left, right to left on the right (the arrows mirror, `icon--mirror`).
 */
export function PagerNav({ label, prev, next, prevLabel, nextLabel }: Props) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {prev && (
        <Link className="btn btn--ghost pager__prev" to={prev} rel="prev">
          <ChevronLeft className="icon icon--mirror" aria-hidden="true" />
          {prevLabel}
        </Link>
      )}
      {next && (
        <Link className="btn btn--ghost pager__next" to={next} rel="next">
          {nextLabel}
          <ChevronRight className="icon icon--mirror" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
