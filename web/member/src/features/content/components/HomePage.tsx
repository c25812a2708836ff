import { AppCallToAction } from './home/AppCallToAction';
import { Hero } from './home/Hero';
import { HowItWorks } from './home/HowItWorks';
import { MostActiveMembersSlot } from './home/MostActiveMembersSlot';
import { Oath } from './home/Oath';
import { PromoOffer } from './home/PromoOffer';

/**
 * Home (spec §2). No loader: the blocks come with the startup, which may still be running, so
 * each section shows skeletons until the global loader flag clears. The title stays the site's own.
 */
export function HomePage() {
  return (
    <div className="home">
      <Hero />
      <MostActiveMembersSlot />
      <HowItWorks />
      <PromoOffer />
      <AppCallToAction />
      <Oath />
    </div>
  );
}

export { HomePage as Component };
