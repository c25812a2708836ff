/**
 * The first name of a full name: what a guest sees of a member (the most-active strip, a
 * profile). The rest of the name is for members, who have sworn the oath.
 */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';
