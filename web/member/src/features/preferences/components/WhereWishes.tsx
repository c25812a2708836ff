import { useWatch } from 'react-hook-form';
import type { WishKit } from '../lib/preferences-form';
import type { Where } from '../lib/wishes';
import { PlacesValue } from './PlacesValue';
import { DistanceValue } from './SelectValue';
import { WishFieldset } from './WishFieldset';

const WHERE: Where[] = ['places', 'distance'];

/**
 * Where the person should live: named countries and cities, or a distance from the member's own
 * city. The contract refuses both at once, so the member picks one way and only its wishes show
 * (and are sent). A distance needs the member's city, from her profile.
 */
export function WhereWishes({ hasCity, savedKm, ...kit }: WishKit & { hasCity: boolean; savedKm?: number }) {
  const { form, labels } = kit;
  const { t, context } = labels;
  const where = useWatch({ control: form.control, name: 'where' });
  return (
    <>
      <fieldset className="where">
        <legend>{t('where.label')}</legend>
        <div className="where__choices">
          {WHERE.map((way) => (
            <label key={way} className="where__choice">
              <input
                type="radio"
                value={way}
                disabled={way === 'distance' && !hasCity}
                aria-describedby={way === 'distance' && !hasCity ? 'where-no-city' : undefined}
                {...form.register('where')}
              />
              <span>{t(`where.${way}`)}</span>
            </label>
          ))}
        </div>
        {!hasCity && (
          <p id="where-no-city" className="field__hint">
            {t('where.noCity', { context })}
          </p>
        )}
      </fieldset>
      {where === 'distance' ? (
        <WishFieldset {...kit} wish="distanceKm">
          <DistanceValue {...kit} saved={savedKm} />
        </WishFieldset>
      ) : (
        <>
          <WishFieldset {...kit} wish="countries">
            <PlacesValue {...kit} wish="countries" />
          </WishFieldset>
          <WishFieldset {...kit} wish="cities">
            <PlacesValue {...kit} wish="cities" />
          </WishFieldset>
        </>
      )}
    </>
  );
}
