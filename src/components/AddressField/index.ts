export { AddressField, type AddressFieldProps, type SavedAddressOption } from './AddressField.tsx';
