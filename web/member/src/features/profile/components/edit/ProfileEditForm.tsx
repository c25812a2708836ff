import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@mawadda/contracts';
import { translate } from '@mawadda/contracts/messages';
import { applyProblem } from '../../../../lib/form/apply-problem';
import { useConfirm } from '../../../../lib/confirm';
import { useToast } from '../../../../lib/toast';
import type { RegistrationOptions } from '../../../../lib/reference/registration-options';
import { FormAlert } from '../../../../lib/form/FormAlert';
import { problemMessage } from '../../../../lib/problem-message';
import { SubmitButton } from '../../../../lib/form/SubmitButton';
import { updateProfile } from '../../api/update-profile';
import { useProfileForm } from '../../hooks/use-profile-form';
import { changedFields, EDIT_FIELDS, formDefaults, sameAnswer } from '../../lib/profile-form';
import type { ProfileLabels } from '../../../../lib/reference/use-profile-labels';
import { AboutField } from './AboutField';
import { AppearanceFields } from './AppearanceFields';
import { BasicFields } from './BasicFields';
import { FaithFields } from './FaithFields';
import { FamilyFields } from './FamilyFields';
import { WorkFields } from './WorkFields';

interface Props {
  profile: OwnProfile;
  options: RegistrationOptions;
  labels: ProfileLabels;
  onSaved: (profile: OwnProfile) => void;
  onClose: () => void;
}

/**
 * Edit mode (spec §2): one form over every editable field, grouped as the page shows them. Only
 * the fields that differ from the stored profile are sent; the server's field problems land
 * under their fields, anything else is said above the buttons. Nothing typed is lost on an error.
 */
export function ProfileEditForm({ profile, options, labels, onSaved, onClose }: Props) {
  const { t } = useTranslation('profile');
  const { locale } = labels;
  const toast = useToast();
  const confirm = useConfirm();
  const form = useProfileForm(profile);
  const [alert, setAlert] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const { isSubmitting } = form.formState;

  // Opening edit mode moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => heading.current?.focus(), []);

  const kit = { form, labels, gender: profile.gender };

  const submit = form.handleSubmit(async (edit) => {
    setAlert(undefined);
    const patch = changedFields(edit, profile);
    if (Object.keys(patch).length === 0) {
      toast.info(t('form.noChanges'));
      return onClose();
    }
    try {
      const saved = await updateProfile(patch);
      toast.success(translate('profile.updated', locale));
      onSaved(saved);
    } catch (error) {
      toast.error(translate('profile.updateFailed', locale));
      if (applyProblem(error, form.setError, EDIT_FIELDS) !== undefined)
        setAlert(problemMessage(error, locale));
    }
  });

  const cancel = async () => {
    const start = formDefaults(profile);
    const values = form.getValues();
    const touched = EDIT_FIELDS.some((f) => !sameAnswer(values[f], start[f]));
    if (touched && !(await confirm(t('form.discardQuestion'), t('form.discard')))) return;
    onClose();
  };

  return (
    <form
      className="form form--wide card profile-card profile-form"
      noValidate
      aria-labelledby="edit-title"
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
    >
      <h2 id="edit-title" ref={heading} tabIndex={-1}>
        {t('form.title')}
      </h2>
      <p className="field__hint">{t('form.requiredNote')}</p>
      <AboutField {...kit} />
      <BasicFields {...kit} options={options} />
      <AppearanceFields {...kit} />
      <WorkFields {...kit} />
      <FaithFields {...kit} />
      <FamilyFields {...kit} />
      <FormAlert title={translate('profile.updateFailed', locale)} message={alert} />
      <div className="form__actions profile-form__actions">
        <SubmitButton busy={isSubmitting}>{t('form.save')}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={() => void cancel()}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
