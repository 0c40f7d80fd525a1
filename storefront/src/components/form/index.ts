export { CheckboxField } from './CheckboxField';
export { CheckboxListField } from './CheckboxListField';
export { FormLayout } from './FormLayout';
export { SelectField, type SelectOption } from './SelectField';
export { SwitchField } from './SwitchField';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
export { FIELD_PRESETS } from './field-presets';
export { SchemaForm, type FieldEntry, type FieldSpec } from './SchemaForm';
