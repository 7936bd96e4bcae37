import type { RegistryWidgetsType } from '@rjsf/utils';
import { ExchangeWidget } from './ExchangeWidget.tsx';

export type { ExchangeOption } from './ExchangeWidget.tsx';

/** The app's widgets, by the name a ui schema gives in 'ui:widget'. */
export const appWidgets: RegistryWidgetsType = {
  exchange: ExchangeWidget,
};
