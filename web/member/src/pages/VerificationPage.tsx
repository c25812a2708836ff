import { IdentityVerification } from '../features/badges/IdentityVerification';
import { VerificationPage as ContactVerification } from '../features/verification/components/VerificationPage';

/** /verification: the email and phone checks (auth), then the selfie and ID document (profile). */
export function VerificationPage() {
  return (
    <ContactVerification>
      <IdentityVerification />
    </ContactVerification>
  );
}

export { VerificationPage as Component };
