import { Component, lazy, Suspense, type ReactNode } from 'react';

// Its own chunk: the strip reads the search contracts, which the first screen of home must not
// wait for (the bundle budget, `npm run bench`). It appears when its members are in.
type Strip = typeof import('./MostActiveStrip').MostActiveStrip;
let stripModule: Promise<{ default: Strip }> | undefined;
/** The strip's component once its chunk is in: rendered directly, with nothing to wait for. */
let loadedStrip: Strip | undefined;
/**
 * The strip's chunk, loaded once; main.tsx loads it before hydrating a rendered home. Left to
 * `lazy` it would suspend for a moment, and an update above it meanwhile makes React drop the
 * server's strip and draw it again, shifting everything below it.
 */
export const loadMostActiveStrip = () =>
  (stripModule ??= import('./MostActiveStrip').then(async (m) => {
    // With its member card: the members the server drew are drawn again in the first render.
    await m.loadActiveMember();
    loadedStrip = m.MostActiveStrip;
    return { default: m.MostActiveStrip };
  }));
const LazyStrip = lazy(loadMostActiveStrip);

/** Whatever goes wrong in the strip (its chunk cannot load, say) leaves home without it, not broken. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const LoadedStrip = () => {
  const Strip = loadedStrip!;
  return <Strip />;
};

/**
 * The home page's "most active members" strip. While it loads only its title and an empty row hold
 * its place (invented profiles on a marriage site would mislead); empty or failed, nothing at all,
 * and home never breaks for it.
 */

export function MostActiveMembersSlot() {
  return (
    <Quietly>
      {/* A Suspense boundary only while the chunk is not in: the server (entry-server.tsx) and a
          hydrating home (main.tsx) load it first, so both trees are the same without one. */}
      {loadedStrip ? (
        <LoadedStrip />
      ) : (
        <Suspense fallback={null}>
          <LazyStrip />
        </Suspense>
      )}
    </Quietly>
  );
}
