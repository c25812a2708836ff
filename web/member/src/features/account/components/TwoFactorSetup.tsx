import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  twoFactorConfirmSchema,
  twoFactorStartSchema,
  type TwoFactorSetup as Setup,
} from '@mawadda/contracts/auth/two-factor';
import { FormAlert } from '../../../lib/form/FormAlert';
import { CodeField } from '../../../lib/form/CodeField';
import { PasswordField } from '../../../lib/form/PasswordInput';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { confirmTwoFactor } from '../api/confirm-two-factor';
import { startTwoFactor } from '../api/start-two-factor';
import { CopyButton } from './CopyButton';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * Turning two-step sign-in on: the password, then the new secret (a QR code to scan, the text to
 * type, the link that opens an authenticator on this phone), then the app's first code, which
 * turns it on and answers the recovery codes, shown this once.
 */
export function TwoFactorSetup({ onCancel, onDone }: { onCancel(): void; onDone(): void }) {
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (setup) return <ScanAndConfirm setup={setup} onConfirmed={setCodes} onCancel={onCancel} />;
  return <PasswordStep onStarted={setSetup} onCancel={onCancel} />;
}

function PasswordStep({ onStarted, onCancel }: { onStarted(setup: Setup): void; onCancel(): void }) {
  const { t } = useTranslation('account');
  const form = useSpecForm(twoFactorStartSchema, { defaultValues: { currentPassword: '' } });
  const failure = useFormFailure(form.setError, ['currentPassword']);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('currentPassword'), [setFocus]);
  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      onStarted(await startTwoFactor(input));
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <form className="form" noValidate onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}>
      <p>{t('twoFactor.setup.passwordLead')}</p>
      <FormAlert title={t('twoFactor.failed')} message={failure.message} />
      <PasswordField
        id="two-factor-password"
        label={t('fields.currentPassword')}
        purpose="current"
        error={errors.currentPassword}
        registration={form.register('currentPassword')}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('twoFactor.setup.continue')}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function ScanAndConfirm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed(codes: string[]): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('account');
  const form = useSpecForm(twoFactorConfirmSchema, { defaultValues: { code: '' } });
  const failure = useFormFailure(form.setError, ['code']);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      onConfirmed((await confirmTwoFactor(input)).recoveryCodes);
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <div className="two-factor-setup">
      <ol className="two-factor-setup__steps">
        <li>{t('twoFactor.setup.install')}</li>
        <li>
          {t('twoFactor.setup.scan')}
          <img className="two-factor-setup__qr" src={setup.qrSvgDataUrl} alt={t('twoFactor.setup.qrAlt')} />
          <p>{t('twoFactor.setup.cannotScan')}</p>
          <p className="two-factor-setup__secret">
            <code dir="ltr" id="two-factor-secret">
              {grouped(setup.secret)}
            </code>
            <CopyButton text={setup.secret} label={t('twoFactor.setup.copySecret')} />
          </p>
          <p>
            <a href={setup.otpauthUri}>{t('twoFactor.setup.openApp')}</a>
          </p>
        </li>
        <li>
          <form
            className="form"
            noValidate
            onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
          >
            <FormAlert title={t('twoFactor.failed')} message={failure.message} />
            <CodeField
              id="two-factor-first-code"
              label={t('twoFactor.setup.firstCode')}
              error={errors.code}
              registration={form.register('code')}
            />
            <div className="form__actions">
              <SubmitButton busy={isSubmitting}>{t('twoFactor.setup.confirm')}</SubmitButton>
              <button type="button" className="btn btn--ghost" onClick={onCancel}>
                {t('actions.cancel')}
              </button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
