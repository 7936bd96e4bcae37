import { Ajv } from 'ajv';
import walletTypeForm from '../../../schemas/forms/walletType.json' with { type: 'json' };
import { RespCode } from '../../../schemas/api/common.ts';
import { BusinessError, validationRefusal } from '../../http/errors.ts';

const { $schema: _draft, ...schema } = walletTypeForm;
/** The browser's walletType form schema, as is: the same rule on both sides. */
const validateWallet = new Ajv({ allErrors: false }).compile(schema);

/**
 * The destination wallet of an order, checked against the walletType form (a type of the list; an
 * exchange with the Exchange type). An order that gives neither field (an API caller without the form)
 * has no wallet type; empty strings are fields not given (the app sends '' for an unused exchange).
 */
export function checkWalletChoice(body: { walletType?: string; exchangeName?: string }): void {
  const choice = Object.fromEntries(
    Object.entries({ walletType: body.walletType?.trim(), exchangeName: body.exchangeName?.trim() }).filter(
      ([, value]) => value,
    ),
  );
  if (Object.keys(choice).length === 0 || validateWallet(choice)) return;
  const first = validateWallet.errors?.find((error) => error.keyword !== 'if') ?? validateWallet.errors?.[0];
  const { respKey, respParams } = validationRefusal(first, 'walletType');
  throw new BusinessError(RespCode.badRequest, respKey, respParams);
}
