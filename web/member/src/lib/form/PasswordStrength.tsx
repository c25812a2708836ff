import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@mawadda/contracts/rules';
import type { Strength, StrengthReason } from './password-strength';

type Estimate = (password: string, related?: string[]) => Strength;
type Judged = { score: Strength['score']; reason?: StrengthReason | 'short' };

/** How long typing must pause before the hint (and what a screen reader hears) changes. */
const SETTLE_MS = 300;
const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

/**
 * A hint under a new password: how hard it would be to guess, and why when it is weak. Advice,
 * not a rule: the rules are the contract's (length) and the server's (the common passwords). The
 * estimator loads with the first character typed, never with the page (password-strength.ts).
 */
export function PasswordStrength({ id, value, related }: { id: string; value: string; related: string[] }) {
  const { t } = useTranslation();
  const [estimate, setEstimate] = useState<Estimate>();
  const [strength, setStrength] = useState<Judged>();
  const relatedKey = related.join('\n');

  useEffect(() => {
    if (!value || estimate) return;
    let live = true;
    import('./password-strength')
      .then((m) => live && setEstimate(() => m.passwordStrength))
      // A chunk that cannot load (a release replaced it) leaves the field without its hint.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value, estimate]);

  useEffect(() => {
    if (!value || !estimate) {
      setStrength(undefined);
      return;
    }
    const timer = setTimeout(() => {
      const judged = estimate(value, relatedKey ? relatedKey.split('\n') : []);
      // Too short is refused whatever its pattern: never call it more than weak.
      setStrength(
        [...value].length < PASSWORD_MIN
          ? { score: Math.min(judged.score, 1) as 0 | 1, reason: 'short' }
          : judged,
      );
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value, estimate, relatedKey]);

  const level = strength ? LEVELS[strength.score] : undefined;
  return (
    <div id={id} className="password-strength" data-level={level} aria-live="polite">
      {strength && level && (
        <>
          <span className="password-strength__bar" aria-hidden="true">
            {[1, 2, 3, 4].map((n) => (
              <span key={n} data-on={n <= Math.max(1, strength.score) || undefined} />
            ))}
          </span>
          <span className="password-strength__text">
            {t('password.strength', { level: t(`password.levels.${level}`) })}
            {strength.score < 3 && ` ${t(`password.why.${strength.reason ?? 'longer'}`)}`}
          </span>
        </>
      )}
    </div>
  );
}
