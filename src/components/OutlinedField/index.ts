export { OutlinedField, type OutlinedFieldProps } from './OutlinedField.tsx';
