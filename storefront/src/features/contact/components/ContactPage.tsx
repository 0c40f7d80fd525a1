import { SchemaForm, type FieldEntry } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { withNotices } from '@/lib/mutation-notices';
import { useSendContactMessage } from '../api/send-message';
import { contactSchema, type ContactValues } from '../utils/schema';

const EMPTY: ContactValues = { name: '', email: '', message: '' };

const FIELDS: readonly FieldEntry<ContactValues>[] = [
  {
    row: [
      { name: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Your Full Name' },
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'Your Email Address' },
    ],
  },
  { name: 'message', kind: 'textarea', label: 'Message', placeholder: 'Please Describe Your Message' },
];

/** /contact: 'Contact Information' with name, email and message (spec §2). */
export function ContactPage() {
  const send = useSendContactMessage();
  return (
    <SubPage title="Contact Information">
      <SchemaForm
        schema={contactSchema}
        defaultValues={EMPTY}
        fields={FIELDS}
        submitLabel="Submit"
        onSubmit={(values, form) => withNotices(() => send.mutateAsync(values), { onSuccess: () => form.reset(EMPTY) })}
      />
    </SubPage>
  );
}
