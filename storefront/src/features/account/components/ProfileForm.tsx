import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/api/me';
import { FIELD_PRESETS, SchemaForm, type FieldEntry } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { getToken, setUser, type User } from '@/stores/auth';
import { useUpdateProfile } from '../api/update-profile';
import { profileSchema, type ProfileValues } from '../utils/schemas';

const FIELDS: readonly FieldEntry<ProfileValues>[] = [
  {
    row: [
      { name: 'firstName', ...FIELD_PRESETS.firstName },
      { name: 'lastName', ...FIELD_PRESETS.lastName },
      { name: 'phoneNumber', ...FIELD_PRESETS.phoneNumber },
    ],
  },
];

const toValues = (user: User): ProfileValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  phoneNumber: user.phoneNumber ?? '',
});

/** The editable profile: first name, last name, phone number; 'Save changes'. */
export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();

  return (
    <SchemaForm
      schema={profileSchema}
      defaultValues={toValues(user)}
      fields={FIELDS}
      submitLabel="Save changes"
      onSubmit={(values, form) =>
        withNotices(() => update.mutateAsync(values), {
          onSuccess: ({ user: saved }) => {
            if (!saved) return;
            setUser(saved);
            queryClient.setQueryData(meQueryOptions(getToken()).queryKey, saved);
            form.reset(toValues(saved));
          },
        })
      }
    />
  );
}
