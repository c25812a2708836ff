import type { ReactNode } from 'react';
import '../home.css';

/**
 * A signed-in home's layout: the greeting, then `top` (the next step) across the page, then the
 * main column (suggestions) with `aside` (what waits) beside it on a wide screen, under it on a
 * phone.
 */
export function HomeFrame({
  title,
  top,
  main,
  aside,
}: {
  title: string;
  top?: ReactNode;
  main: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="signed-home section container">
      <h1 className="signed-home__title">{title}</h1>
      {top}
      <div className={aside ? 'signed-home__grid signed-home__grid--aside' : 'signed-home__grid'}>
        <div className="signed-home__main">{main}</div>
        {aside && <div className="signed-home__aside">{aside}</div>}
      </div>
    </div>
  );
}
