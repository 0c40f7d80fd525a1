/** Fields that several forms ask for, with the spec's labels and placeholders (§2, §5). */
export const FIELD_PRESETS = {
  email: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'Please Enter Your Email' },
  firstName: { label: 'First Name', autoComplete: 'given-name', placeholder: 'Please Enter Your First Name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name', placeholder: 'Please Enter Your Last Name' },
  phoneNumber: { label: 'Phone Number', type: 'tel', autoComplete: 'tel', placeholder: 'Please Enter Your Phone Number' },
  currentPassword: {
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: 'Please Enter Your Password',
  },
  newPassword: { label: 'Password', type: 'password', autoComplete: 'new-password', placeholder: 'Please Enter Your Password' },
} as const;
