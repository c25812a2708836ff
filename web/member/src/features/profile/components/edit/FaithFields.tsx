import { useTranslation } from 'react-i18next';
import type { Gender } from '@mawadda/contracts';
import { EnumField, NumberInput, type FieldsetProps } from './fields';

/**
 * Religion and practice, habits and health. Beard and number of wives are asked of men only, and
 * a man's religion is Islam (the API's rules): a woman never sees those two questions, and a man
 * is offered Islam alone instead of choices the server would refuse.
 */
export function FaithFields({ gender, ...kit }: FieldsetProps & { gender: Gender | null }) {
  const { t } = useTranslation('profile');
  const man = gender === 'male';
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('sections.faith')}</legend>
      <div className="form__row">
        <EnumField {...kit} name="religion" keep={(id) => !man || id === 'islam'} />
        <EnumField {...kit} name="religiosity" />
      </div>
      <div className="form__row">
        <EnumField {...kit} name="prayer" />
        <EnumField {...kit} name="smoking" />
      </div>
      {man && (
        <div className="form__row">
          <EnumField {...kit} name="beard" />
          <NumberInput {...kit} name="wives" />
        </div>
      )}
      <EnumField {...kit} name="healthStatus" />
    </fieldset>
  );
}
