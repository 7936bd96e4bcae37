import { defineMessages } from 'react-intl';

/**
 * Labels, options and errors the schema forms name by id in their ui schemas (schemas/forms/*.ui.json:
 * `ui:title`, `ui:enumNames`, `ui:messages`). The schemas hold no text; this file is where the English
 * text of those ids is written (extracted into en-US.json).
 */
export const formTextMessages = defineMessages({
  formsPersonalInfoFirstName: {
    id: 'forms.personalInfo.firstName',
    defaultMessage: 'First name',
    description: 'Form personalInfo: label of the field firstName',
  },
  formsPersonalInfoLastName: {
    id: 'forms.personalInfo.lastName',
    defaultMessage: 'Last name',
    description: 'Form personalInfo: label of the field lastName',
  },
  formsPersonalInfoDateOfBirth: {
    id: 'forms.personalInfo.dateOfBirth',
    defaultMessage: 'Date of birth',
    description: 'Form personalInfo: label of the field dateOfBirth',
  },
  formsPersonalInfoCitizenship: {
    id: 'forms.personalInfo.citizenship',
    defaultMessage: 'Citizenship',
    description: 'Form personalInfo: label of the field citizenship',
  },
  formsPersonalInfoCity: {
    id: 'forms.personalInfo.city',
    defaultMessage: 'City',
    description: 'Form personalInfo: label of the field city',
  },
  formsPersonalInfoPurpose: {
    id: 'forms.personalInfo.purpose',
    defaultMessage: 'Purpose and nature of opening account',
    description: 'Form personalInfo: label of the field purpose',
  },
  formsPersonalInfoContactNumber: {
    id: 'forms.personalInfo.contactNumber',
    defaultMessage: 'Contact number',
    description: 'Form personalInfo: label of the field contactNumber',
  },
  formsPersonalInfoPurposeInvestment: {
    id: 'forms.personalInfo.purpose.investment',
    defaultMessage: 'Investment',
    description: 'Form personalInfo: option investment of the field purpose',
  },
  formsPersonalInfoPurposeTrading: {
    id: 'forms.personalInfo.purpose.trading',
    defaultMessage: 'Trading',
    description: 'Form personalInfo: option trading of the field purpose',
  },
  formsPersonalInfoPurposeSavings: {
    id: 'forms.personalInfo.purpose.savings',
    defaultMessage: 'Savings',
    description: 'Form personalInfo: option savings of the field purpose',
  },
  formsPersonalInfoPurposeOnlinePurchases: {
    id: 'forms.personalInfo.purpose.online_purchases',
    defaultMessage: 'Online purchases',
    description: 'Form personalInfo: option online_purchases of the field purpose',
  },
  formsPersonalInfoPurposeFamilyPayments: {
    id: 'forms.personalInfo.purpose.family_payments',
    defaultMessage: 'Payments to family and friends',
    description: 'Form personalInfo: option family_payments of the field purpose',
  },
  formsPersonalInfoPurposeBusinessPayments: {
    id: 'forms.personalInfo.purpose.business_payments',
    defaultMessage: 'Business payments',
    description: 'Form personalInfo: option business_payments of the field purpose',
  },
  formsPersonalInfoPurposeOther: {
    id: 'forms.personalInfo.purpose.other',
    defaultMessage: 'Other',
    description: 'Form personalInfo: option other of the field purpose',
  },
  validationPersonalInfoFirstNameRequired: {
    id: 'validation.personalInfo.firstName.required',
    defaultMessage: 'Please enter your first name',
    description: 'Form personalInfo: error under the field firstName (required)',
  },
  validationPersonalInfoLastNameRequired: {
    id: 'validation.personalInfo.lastName.required',
    defaultMessage: 'Please enter your last name',
    description: 'Form personalInfo: error under the field lastName (required)',
  },
  validationPersonalInfoNameMaxLength: {
    id: 'validation.personalInfo.name.maxLength',
    defaultMessage: 'The name cannot exceed 50 characters',
    description: 'Form personalInfo: error under the field name (maxLength)',
  },
  validationPersonalInfoDateOfBirthRequired: {
    id: 'validation.personalInfo.dateOfBirth.required',
    defaultMessage: 'Please select your date of birth',
    description: 'Form personalInfo: error under the field dateOfBirth (required)',
  },
  validationPersonalInfoDateOfBirthMinAge: {
    id: 'validation.personalInfo.dateOfBirth.minAge',
    defaultMessage: 'You must be at least {minAge} years old',
    description: 'Form personalInfo: error under the field dateOfBirth (minAge)',
  },
  validationPersonalInfoCitizenshipRequired: {
    id: 'validation.personalInfo.citizenship.required',
    defaultMessage: 'Please select your citizenship',
    description: 'Form personalInfo: error under the field citizenship (required)',
  },
  validationPersonalInfoCityRequired: {
    id: 'validation.personalInfo.city.required',
    defaultMessage: 'Please enter your city',
    description: 'Form personalInfo: error under the field city (required)',
  },
  validationPersonalInfoPurposeRequired: {
    id: 'validation.personalInfo.purpose.required',
    defaultMessage: 'Please select the purpose and nature of opening account',
    description: 'Form personalInfo: error under the field purpose (required)',
  },
  validationPersonalInfoContactNumberRequired: {
    id: 'validation.personalInfo.contactNumber.required',
    defaultMessage: 'Please enter your contact number',
    description: 'Form personalInfo: error under the field contactNumber (required)',
  },
  validationPersonalInfoContactNumberPattern: {
    id: 'validation.personalInfo.contactNumber.pattern',
    defaultMessage: 'Please enter a valid contact number',
    description: 'Form personalInfo: error under the field contactNumber (pattern)',
  },
  formsBillingAddressCountry: {
    id: 'forms.billingAddress.country',
    defaultMessage: 'Country',
    description: 'Form billingAddress: label of the field country',
  },
  formsBillingAddressCity: {
    id: 'forms.billingAddress.city',
    defaultMessage: 'City',
    description: 'Form billingAddress: label of the field city',
  },
  formsBillingAddressZipCode: {
    id: 'forms.billingAddress.zipCode',
    defaultMessage: 'ZIP code',
    description: 'Form billingAddress: label of the field zipCode',
  },
  formsBillingAddressAddress: {
    id: 'forms.billingAddress.address',
    defaultMessage: 'Address',
    description: 'Form billingAddress: label of the field address',
  },
  validationBillingAddressCountryRequired: {
    id: 'validation.billingAddress.country.required',
    defaultMessage: 'Please select your country',
    description: 'Form billingAddress: error under the field country (required)',
  },
  validationBillingAddressCityRequired: {
    id: 'validation.billingAddress.city.required',
    defaultMessage: 'Please enter your city',
    description: 'Form billingAddress: error under the field city (required)',
  },
  validationBillingAddressZipCodeRequired: {
    id: 'validation.billingAddress.zipCode.required',
    defaultMessage: 'Please enter your ZIP code',
    description: 'Form billingAddress: error under the field zipCode (required)',
  },
  validationBillingAddressZipCodePattern: {
    id: 'validation.billingAddress.zipCode.pattern',
    defaultMessage: 'Please enter a valid ZIP code',
    description: 'Form billingAddress: error under the field zipCode (pattern)',
  },
  validationBillingAddressAddressRequired: {
    id: 'validation.billingAddress.address.required',
    defaultMessage: 'Please enter your address',
    description: 'Form billingAddress: error under the field address (required)',
  },
  formsIdVerificationCountry: {
    id: 'forms.idVerification.country',
    defaultMessage: 'Issuing country',
    description: 'Form idVerification: label of the field country',
  },
  formsIdVerificationDocumentType: {
    id: 'forms.idVerification.documentType',
    defaultMessage: 'Document type',
    description: 'Form idVerification: label of the field documentType',
  },
  formsIdVerificationDocumentTypeIdCard: {
    id: 'forms.idVerification.documentType.idCard',
    defaultMessage: 'ID card',
    description: 'Form idVerification: option idCard of the field documentType',
  },
  formsIdVerificationDocumentTypePassport: {
    id: 'forms.idVerification.documentType.passport',
    defaultMessage: 'Passport',
    description: 'Form idVerification: option passport of the field documentType',
  },
  formsIdVerificationDocumentTypeDriversLicense: {
    id: 'forms.idVerification.documentType.driversLicense',
    defaultMessage: "Driver's license",
    description: 'Form idVerification: option driversLicense of the field documentType',
  },
  validationIdVerificationCountryRequired: {
    id: 'validation.idVerification.country.required',
    defaultMessage: 'Please select the issuing country',
    description: 'Form idVerification: error under the field country (required)',
  },
  formsAddressBookEntryCrypto: {
    id: 'forms.addressBookEntry.crypto',
    defaultMessage: 'Crypto',
    description: 'Form addressBookEntry: label of the field crypto',
  },
  formsAddressBookEntryNetwork: {
    id: 'forms.addressBookEntry.network',
    defaultMessage: 'Network',
    description: 'Form addressBookEntry: label of the field network',
  },
  formsAddressBookEntryAddress: {
    id: 'forms.addressBookEntry.address',
    defaultMessage: 'Address',
    description: 'Form addressBookEntry: label of the field address',
  },
  formsAddressBookEntryName: {
    id: 'forms.addressBookEntry.name',
    defaultMessage: 'Address name (optional)',
    description: 'Form addressBookEntry: label of the field name',
  },
  validationAddressBookEntryCryptoRequired: {
    id: 'validation.addressBookEntry.crypto.required',
    defaultMessage: 'Please select the crypto',
    description: 'Form addressBookEntry: error under the field crypto (required)',
  },
  validationAddressBookEntryNetworkRequired: {
    id: 'validation.addressBookEntry.network.required',
    defaultMessage: 'Please select the network',
    description: 'Form addressBookEntry: error under the field network (required)',
  },
  validationAddressBookEntryAddressRequired: {
    id: 'validation.addressBookEntry.address.required',
    defaultMessage: 'Please enter the address',
    description: 'Form addressBookEntry: error under the field address (required)',
  },
  formsWalletTypeWalletType: {
    id: 'forms.walletType.walletType',
    defaultMessage: 'Destination wallet type',
    description: 'Form walletType: label of the field walletType',
  },
  formsWalletTypeWalletTypeExchange: {
    id: 'forms.walletType.walletType.exchange',
    defaultMessage: 'Exchange',
    description: 'Form walletType: option exchange of the field walletType',
  },
  formsWalletTypeWalletTypeSelfHosted: {
    id: 'forms.walletType.walletType.selfHosted',
    defaultMessage: 'Self-hosted wallet',
    description: 'Form walletType: option selfHosted of the field walletType',
  },
  formsWalletTypeExchangeName: {
    id: 'forms.walletType.exchangeName',
    defaultMessage: 'Exchange',
    description: 'Form walletType: label of the field exchangeName',
  },
  validationWalletTypeWalletTypeRequired: {
    id: 'validation.walletType.walletType.required',
    defaultMessage: 'Please select the type of destination wallet.',
    description: 'Form walletType: error under the field walletType (required)',
  },
  validationWalletTypeExchangeNameRequired: {
    id: 'validation.walletType.exchangeName.required',
    defaultMessage: 'Please select exchange',
    description: 'Form walletType: error under the field exchangeName (required)',
  },
  validationIdVerificationDocumentTypeRequired: {
    id: 'validation.idVerification.documentType.required',
    defaultMessage: 'Please select the document type',
    description: 'Form idVerification: error under the field documentType (required)',
  },
});
