export { CheckboxField } from './CheckboxField';
export { FormLayout } from './FormLayout';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
