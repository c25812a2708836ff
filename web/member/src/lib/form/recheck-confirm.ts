/** The two calls of a react-hook-form form this needs, on any form with a `confirmPassword`. */
interface ConfirmingForm {
  getFieldState(name: 'confirmPassword'): { isTouched: boolean };
  trigger(name: 'confirmPassword'): Promise<boolean>;
}

/**
 * For the new password's `onBlur`: changing the password after the confirmation was filled must
 * re-judge the confirmation, so "the passwords differ" never outlives the difference (nor is it
 * shown before the member reached the confirmation).
 */
export const recheckConfirm = (form: ConfirmingForm) => () => {
  if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
};
