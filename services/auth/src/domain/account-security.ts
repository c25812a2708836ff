/**
 * How long the codes of the forgotten password and of an address change work, and how often they
 * may be tried (README: Account security). Both are 6-digit codes (`newCode`), stored as digests.
 */
export const ACCOUNT_SECURITY_RULES = {
  /** A forgotten-password code: 15 minutes, 5 wrong tries, then the member asks for a new one. */
  resetCodeTtlMs: 15 * 60_000,
  resetMaxAttempts: 5,
  /** The code sent to a new email or phone: 15 minutes, 5 wrong tries. */
  changeCodeTtlMs: 15 * 60_000,
  changeMaxAttempts: 5,
} as const;

/**
 * An address as a notice may show it to whoever reads the old inbox: enough for the owner to
 * recognise it ("n***@example.com", "+971*****67"), not enough to write to it.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at > 0) return `${address.slice(0, 1)}***${address.slice(at)}`;
  if (address.length <= 6) return '*'.repeat(address.length);
  return `${address.slice(0, 4)}${'*'.repeat(address.length - 6)}${address.slice(-2)}`;
}
