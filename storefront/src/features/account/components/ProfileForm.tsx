import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { meQueryOptions } from '@/api/me';
import { Button } from '@/components/Button';
import { FormLayout, TextField } from '@/components/form';
import { notifyError, toast } from '@/lib/notify';
import { getToken, setUser, type User } from '@/stores/auth';
import { useUpdateProfile } from '../api/update-profile';
import { profileSchema, type ProfileValues } from '../utils/schemas';

/** The editable profile: first name, last name, phone number; 'Save changes'. */
export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
    },
  });

  const onSubmit = async (values: ProfileValues) => {
    try {
      const { message, user: saved } = await update.mutateAsync(values);
      if (message) toast.success(message);
      if (saved) {
        setUser(saved);
        queryClient.setQueryData(meQueryOptions(getToken()).queryKey, saved);
        reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '', phoneNumber: saved.phoneNumber ?? '' });
      }
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="form-grid">
        <TextField
          label="First Name"
          autoComplete="given-name"
          placeholder="Please Enter Your First Name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          placeholder="Please Enter Your Last Name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="Please Enter Your Phone Number"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          Save changes
        </Button>
      </div>
    </FormLayout>
  );
}
