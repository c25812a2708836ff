import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@mawadda/contracts';
import { formatPercent } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { formatDiscount, formatPrice, formatVatRate } from '../lib/money';

interface Props {
  plan: Plan;
  checked: boolean;
  onChoose(): void;
  invalid: boolean;
  /** Why this plan cannot be bought now (the current plan, a downgrade); the choice is then disabled. */
  unavailable?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One plan as a radio card (the whole card is the tap target). The radio's name is the plan's name
 * (and "Best Value"); its description is the figures, so a screen reader hears the price with the
 * choice. The price a month comes first (what members compare), then what is charged; a list price
 * is struck through only when the plan's own list price is above its price (billing's figure,
 * never one worked out here).
 */
export function PlanCard({ plan, checked, onChoose, invalid, unavailable, inputRef }: Props) {
  const { t } = useTranslation('billing');
  const { locale } = useLocale();
  const money = (minor: number) => formatPrice(minor, locale, plan.currency);
  const id = `plan-${plan.id}`;
  const discounted = plan.discountPercent > 0 && plan.listPriceMinor > plan.priceMinor;
  return (
    <label
      className={`plan-card${plan.bestValue ? ' plan-card--best' : ''}${unavailable ? ' plan-card--unavailable' : ''}`}
    >
      <span className="plan-card__head">
        <input
          ref={inputRef}
          type="radio"
          name="plan"
          value={plan.id}
          checked={checked}
          disabled={Boolean(unavailable)}
          onChange={onChoose}
          aria-labelledby={`${id}-name${plan.bestValue ? ` ${id}-badge` : ''}`}
          aria-describedby={`${id}-figures${unavailable ? ` ${id}-unavailable` : ''}`}
          aria-invalid={invalid || undefined}
        />
        <span id={`${id}-name`} className="plan-card__name">
          {plan.name}
        </span>
        {plan.bestValue && (
          <span id={`${id}-badge`} className="badge badge--gold plan-card__badge">
            {t('plans.bestValue')}
          </span>
        )}
      </span>
      <span id={`${id}-figures`} className="plan-card__figures">
        <span className="plan-card__price-row">
          <span className="plan-card__price">{money(plan.perMonthMinor)}</span>
          <span className="plan-card__a-month">{t('plans.aMonth')}</span>
        </span>
        <span className="plan-card__note">
          {t('plans.totalFor', { amount: money(plan.totalMinor), period: plan.name })}
        </span>
        <span className="plan-card__lines">
          <span className="plan-card__line">
            <span>{t('plans.beforeVat')}</span>
            <span className="plan-card__before-vat">
              {discounted && (
                <>
                  <s className="plan-card__list">
                    <span className="visually-hidden">{t('plans.was')} </span>
                    {money(plan.listPriceMinor)}
                  </s>
                  <span className="plan-card__discount">
                    {/* "-60%" reads left to right in every language, as on a price tag. */}
                    <span aria-hidden="true" dir="ltr">
                      {formatDiscount(plan.discountPercent, locale)}
                    </span>
                    <span className="visually-hidden">
                      {t('plans.discount', { percent: formatPercent(plan.discountPercent, locale) })}
                    </span>
                  </span>
                </>
              )}
              <span>{money(plan.priceMinor)}</span>
            </span>
          </span>
          <span className="plan-card__line">
            <span>{t('plans.vat', { rate: formatVatRate(plan.vatBasisPoints, locale) })}</span>
            <span>{money(plan.vatMinor)}</span>
          </span>
          <span className="plan-card__line plan-card__line--total">
            <span>{t('plans.total')}</span>
            <span>{money(plan.totalMinor)}</span>
          </span>
        </span>
      </span>
      {unavailable && (
        <span id={`${id}-unavailable`} className="plan-card__unavailable">
          {unavailable}
        </span>
      )}
    </label>
  );
}
