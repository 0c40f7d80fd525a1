import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { FormLayout, TextAreaField, TextField } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { useSendContactMessage } from '../api/send-message';
import { contactSchema, type ContactValues } from '../utils/schema';

const EMPTY: ContactValues = { name: '', email: '', message: '' };

/** /contact: 'Contact Information' with name, email and message (spec §2). */
export function ContactPage() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const onSubmit = async (values: ContactValues) => {
    try {
      const { message } = await send.mutateAsync(values);
      if (message) toast.success(message);
      reset(EMPTY);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SubPage title="Contact Information">
      <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="form-grid">
          <TextField
            label="Name"
            autoComplete="name"
            placeholder="Your Full Name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Your Email Address"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <TextAreaField
          label="Message"
          placeholder="Please Describe Your Message"
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="form-actions">
          <Button type="submit" disabled={isSubmitting}>
            Submit
          </Button>
        </div>
      </FormLayout>
    </SubPage>
  );
}
