import { Component, lazy, Suspense, type ReactNode } from 'react';

// Its own chunk: the strip reads the search contracts, which the first screen of home must not
// wait for (the bundle budget, `npm run bench`). It appears when its members are in.
const MostActiveStrip = lazy(() => import('./MostActiveStrip').then((m) => ({ default: m.MostActiveStrip })));

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

/**
 * The home page's "most active members" strip (spec §2: age in years, online or offline), from
 * the search service. Nothing shows while it loads, nor when the list is empty or fails: invented
 * profiles on a marriage site would mislead, and home never breaks for it.
 */
export function MostActiveMembersSlot() {
  return (
    <Quietly>
      <Suspense fallback={null}>
        <MostActiveStrip />
      </Suspense>
    </Quietly>
  );
}
