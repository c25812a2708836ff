import { QueueList } from '../../shared/review-queue/QueueList';
import { verificationQueue } from './queue';

/** Selfies and documents waiting, oldest first; a click opens the check beside the profile photos. */
export function VerificationList() {
  return <QueueList queue={verificationQueue} />;
}
