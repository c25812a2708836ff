import type { WishKit } from '../lib/preferences-form';

/** Verified members only (phone and selfie): a plain yes or no, always a must when ticked. */
export function VerifiedOnly({ form, labels }: WishKit) {
  return (
    <div className="wish wish--check field--check">
      <input
        id="wish-verifiedOnly"
        type="checkbox"
        aria-describedby="wish-verifiedOnly-hint"
        {...form.register('verifiedOnly')}
      />
      <label htmlFor="wish-verifiedOnly">{labels.t('verifiedOnly.label')}</label>
      <p id="wish-verifiedOnly-hint" className="field__hint wish__check-hint">
        {labels.t('verifiedOnly.hint')}
      </p>
    </div>
  );
}
