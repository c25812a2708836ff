import { Component, Suspense, type ReactNode } from 'react';
import { usePainted } from './after-paint';

/** A badge whose chunk cannot load leaves its link without a count, not the header broken. */
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
 * A header count loaded in its own chunk (`React.lazy`), so a guest's first screen never waits for
 * it: shown when it arrives, nothing while it loads or if it cannot. Its chunk and call start once
 * the page has painted, not with the page's own (after-paint.ts).
 */
export function LazyBadge({ children }: { children: ReactNode }) {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Quietly>
      <Suspense fallback={null}>{children}</Suspense>
    </Quietly>
  );
}
