import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackType } from '@mawadda/contracts/cms';
import { useAppState } from '../../../app/state';
import { ApiProblem } from '../../../lib/api';
import { applyProblem } from '../../../lib/form/apply-problem';
import { CharacterCount } from '../../../lib/form/CharacterCount';
import { TextAreaField, TextField } from '../../../lib/form/fields';
import { maxLengthOf } from '../../../lib/form/max-length';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useToast } from '../../../lib/toast';
import { sendFeedback } from '../api/send-feedback';
import { feedbackFormSchema } from '../form-schema';
import { useAccountContact, type AccountContact } from '../hooks/use-account-contact';
import { SentPanel } from './SentPanel';
import { TypeChoice } from './TypeChoice';
import { Form } from '../../../lib/form/Form';

/** The service's limit on a message, read from its schema. */
const DESCRIPTION_MAX = maxLengthOf(feedbackFormSchema.shape.description);
const TEXT_FIELDS = ['userName', 'email', 'mobile', 'description'] as const;
const CONTACT_FIELDS = ['userName', 'email', 'mobile'] as const;

/**
 * The one form behind contact, complaints and suggestions. With a single type the type is
 * fixed and not asked; with several the member picks one.
 */
export function FeedbackForm({ types }: { types: readonly [FeedbackType, ...FeedbackType[]] }) {
  const { t } = useTranslation('feedback');
  const toast = useToast();
  const { state } = useAppState();
  const [reference, setReference] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const asksType = types.length > 1;
  const fields: readonly string[] = asksType ? [...TEXT_FIELDS, 'type'] : TEXT_FIELDS;
  const form = useSpecForm(feedbackFormSchema, {
    defaultValues: {
      type: asksType ? undefined : types[0],
      userName: '',
      email: '',
      mobile: '',
      description: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  // A signed-in member finds her name, email and phone filled in (she may still change them):
  // only empty fields are filled, so nothing she typed before the account arrived is lost.
  const contact = useAccountContact();
  const fillContact = (known: AccountContact | undefined) => {
    for (const field of CONTACT_FIELDS)
      if (known?.[field] && !form.getValues(field)) form.setValue(field, known[field]);
  };
  useEffect(() => fillContact(contact), [contact?.userName, contact?.email, contact?.mobile]);

  const onSubmit = form.handleSubmit(async (values) => {
    setReference(undefined);
    setNotice(undefined);
    try {
      const receipt = await sendFeedback(values);
      toast.success(t('sent'));
      form.reset();
      fillContact(contact);
      setReference(receipt.reference);
    } catch (error) {
      // Too many messages: the server's own sentence says how long to wait, in the page's language.
      if (error instanceof ApiProblem && error.status === 429) return setNotice(error.problem.detail);
      applyProblem(error, form.setError, fields);
      const placed = error instanceof ApiProblem && error.fieldErrors.some((e) => fields.includes(e.field));
      if (!placed) toast.error(t('sendFailed'));
    }
  });

  return (
    <>
      <SentPanel reference={reference} />
      <Form className="form feedback-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {asksType && (
          <TypeChoice types={types} registration={form.registerChoice('type')} error={errors.type} />
        )}
        <TextField
          id="feedback-userName"
          label={t('fields.userName')}
          autoComplete="name"
          registration={form.register('userName')}
          error={errors.userName}
        />
        <div className="form__row">
          <TextField
            id="feedback-email"
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            registration={form.register('email')}
            error={errors.email}
          />
          <TextField
            id="feedback-mobile"
            label={t('fields.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            hint={t('fields.mobileHint')}
            registration={form.register('mobile')}
            error={errors.mobile}
          />
        </div>
        <TextAreaField
          id="feedback-description"
          label={t('fields.description')}
          rows={7}
          registration={form.register('description')}
          error={errors.description}
          hint={<CharacterCount control={form.control} name="description" max={DESCRIPTION_MAX} />}
        />
        {state.auth.isAuthenticated && <p className="feedback-form__note">{t('signedIn')}</p>}
        {notice && (
          <p className="form__error" role="alert">
            {notice}
          </p>
        )}
        <div className="form__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? t('sending') : t('send')}
          </button>
        </div>
      </Form>
    </>
  );
}
