// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressesMessages } from '../../../src/screens/Addresses/Addresses.messages.ts';
import { addAddressMessages } from '../../../src/screens/AddAddress/AddAddress.messages.ts';
import { submitAddressMessages } from '../../../src/screens/SubmitAddress/SubmitAddress.messages.ts';
import { describeMessageGroups, en } from '../support/messageCatalogue.ts';

/** Saved addresses and Add address: en-US as in the code, zh-CN translated with the same values. */
describeMessageGroups({
  addresses: addressesMessages,
  addAddress: addAddressMessages,
  submitAddress: submitAddressMessages,
});

describe('address book messages', () => {
  it("use the spec's words", () => {
    expect(en[addressesMessages.deleted.id]).toBe('Deleted successfully');
    expect(en[addressesMessages.deleteFailed.id]).toBe('Failed to delete');
    expect(en[addressesMessages.nameTooLong.id]).toBe('The address name cannot exceed 25 characters');
    // The gateway's own words for the rule (respKey addressBook.nameTooLong, max 25) say the same.
    expect(en['gateway.addressBook.nameTooLong'].replace('{max}', '25')).toBe(
      en[addressesMessages.nameTooLong.id],
    );
    expect(en['validation.address.invalid']).toBe(
      'Incorrect address, check the characters and address length before trying again',
    );
  });
});
