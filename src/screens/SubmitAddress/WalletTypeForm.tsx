import { Suspense, useMemo, type Ref } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import walletTypeSchema from '../../../schemas/forms/walletType.json';
import walletTypeUiSchema from '../../../schemas/forms/walletType.ui.json';
import { SchemaForm, type SchemaFormHandle } from '../../forms/SchemaForm/index.ts';
import walletTypeValidators from '../../forms/validators/walletType.generated.ts';
import type { Exchange, WalletChoice } from '../../stores/OrderStore.ts';

export interface WalletTypeFormProps {
  value: WalletChoice;
  exchanges: readonly Exchange[];
  disabled?: boolean;
  onChange: (value: WalletChoice) => void;
  ref?: Ref<SchemaFormHandle>;
}

const uiSchema = walletTypeUiSchema as UiSchema<WalletChoice>;
/** The exchange field only means something for the Exchange type: hidden otherwise. */
const uiSchemaWithoutExchange: UiSchema<WalletChoice> = { ...uiSchema, exchangeName: { ...uiSchema.exchangeName, 'ui:widget': 'hidden' } };

/** The destination wallet type (schemas/forms/walletType.json): Exchange with a chosen exchange, or Self-hosted wallet. */
export function WalletTypeForm({ value, exchanges, disabled, onChange, ref }: WalletTypeFormProps) {
  const formContext = useMemo(() => ({ exchanges }), [exchanges]);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={96} />}>
      <SchemaForm<WalletChoice>
        ref={ref}
        embedded
        schema={walletTypeSchema as RJSFSchema}
        validateFns={walletTypeValidators}
        uiSchema={value.walletType === 'exchange' ? uiSchema : uiSchemaWithoutExchange}
        formData={value}
        formContext={formContext}
        disabled={disabled}
        onChange={onChange}
      >
        <></>
      </SchemaForm>
    </Suspense>
  );
}
