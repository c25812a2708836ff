import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../../app/state';
import { useLocale } from '../../../../routes/use-locale';
import { formatNumber } from '../../../../lib/format';
import { pick } from '../../lib/localized';
import { StepIcon } from './StepIcon';

/** The steps from CMS blocks of category 15, in their order. */
export function HowItWorks() {
  const { t } = useTranslation('content');
  const { state } = useAppState();
  const { locale, to } = useLocale();
  const steps = state.blocks.howItWorks;
  if (!state.loader && steps.length === 0) return null;
  return (
    <section className="section how" aria-labelledby="how-title" aria-busy={state.loader}>
      <div className="container">
        <h2 id="how-title">{t('home.how.title')}</h2>
        <p className="section__lead">{t('home.how.lead')}</p>
        <ol className="grid grid--2 grid--4 steps">
          {state.loader
            ? [1, 2, 3, 4].map((n) => (
                <li key={n} className="card step" aria-hidden="true">
                  <div className="skeleton step__icon" />
                  <div className="skeleton skeleton--title" />
                  <div className="skeleton skeleton--text" />
                  <div className="skeleton skeleton--text" />
                </li>
              ))
            : steps.map((step, i) => (
                <li key={step.id} className="card step">
                  <span className="step__icon">
                    <StepIcon name={step.data?.icon} />
                  </span>
                  <span className="step__number" aria-hidden="true">
                    {formatNumber(i + 1, locale)}
                  </span>
                  <h3 className="step__title">{pick(step.title, locale)}</h3>
                  <p>{pick(step.body, locale)}</p>
                  {step.link && (
                    <Link className="step__link" to={to(step.link)}>
                      {t('home.how.action')}
                      <span className="visually-hidden">: {pick(step.title, locale)}</span>
                    </Link>
                  )}
                </li>
              ))}
        </ol>
      </div>
    </section>
  );
}
