import { defineMessages, type NoMessageValues } from 'react-intl';

export const schemaFormMessages = defineMessages<{
  required: NoMessageValues;
  invalid: NoMessageValues;
  maxLength: { limit: string };
  errors: NoMessageValues;
  submit: NoMessageValues;
}>({
  required: {
    id: 'forms.error.required',
    defaultMessage: 'This field is required',
    description: 'Generic error of an empty required form field',
  },
  invalid: {
    id: 'forms.error.invalid',
    defaultMessage: 'Please check this field',
    description: 'Generic error of a form field with a value it cannot take',
  },
  maxLength: {
    id: 'forms.error.maxLength',
    defaultMessage: 'Enter at most {limit} characters',
    description: 'Generic error of a too long form field',
  },
  errors: { id: 'forms.errors', defaultMessage: 'Errors', description: "Heading of a form's error list" },
  submit: {
    id: 'forms.submit',
    defaultMessage: 'Submit',
    description: "Label of a form's own submit button (pages usually show their own)",
  },
});
