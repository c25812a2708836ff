/**
 * The account a password manager files a new password under: a hidden `username` field holding
 * the address the member signs in with, on forms that ask for a new password but not the address.
 * Out of the tab order and hidden from assistive technology: it is for the manager only.
 */
export function AccountNameForManagers({ value }: { value: string }) {
  return (
    <input
      className="visually-hidden"
      type="text"
      name="username"
      autoComplete="username"
      value={value}
      readOnly
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}
