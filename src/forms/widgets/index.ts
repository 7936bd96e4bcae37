import type { RegistryWidgetsType } from '@rjsf/utils';
import { AddressCryptoWidget } from './AddressCryptoWidget.tsx';
import { AddressNetworkWidget } from './AddressNetworkWidget.tsx';
import { CityWidget } from './CityWidget.tsx';
import { CountryWidget } from './CountryWidget.tsx';
import { DateOfBirthWidget } from './DateOfBirthWidget.tsx';
import { DocumentTypeWidget } from './DocumentTypeWidget.tsx';
import { ExchangeWidget } from './ExchangeWidget.tsx';
import { NatureOfAccountWidget } from './NatureOfAccountWidget.tsx';
import { PhoneWidget } from './PhoneWidget.tsx';
import { PHONE_WIDGET } from '../phoneKit.ts';

export type { ExchangeOption } from './ExchangeWidget.tsx';

/** The app's widgets, by the name a ui schema gives in 'ui:widget'. */
export const appWidgets: RegistryWidgetsType = {
  country: CountryWidget,
  city: CityWidget,
  dateOfBirth: DateOfBirthWidget,
  [PHONE_WIDGET]: PhoneWidget,
  natureOfAccount: NatureOfAccountWidget,
  documentType: DocumentTypeWidget,
  addressCrypto: AddressCryptoWidget,
  addressNetwork: AddressNetworkWidget,
  exchange: ExchangeWidget,
};
