import { useMemo, useState } from 'react';
import type { OwnProfile } from '@mawadda/contracts';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { formDefaults, profileFormSchema } from '../lib/profile-form';

/** The edit form over the stored profile, validated by the API's schema for this member's gender. */
export function useProfileForm(profile: OwnProfile) {
  const schema = useMemo(() => profileFormSchema(profile.gender), [profile.gender]);
  // The defaults are read once, when edit mode opens: a quiet refresh of the page meanwhile
  // (after an upload) must not overwrite what the member is typing.
  const [defaultValues] = useState(() => formDefaults(profile));
  return useSpecForm(schema, { defaultValues });
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
