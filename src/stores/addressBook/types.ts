import type { AnswerMessage } from '../../api/answerMessage.ts';
import type { Static } from 'typebox';
import type { AddressBookEntry } from '../../../schemas/api/addressBook.ts';
import type { FieldRefusal } from '../../api/fieldRefusal.ts';

/** A saved receiving address as the gateway lists it (getCryptoList). */
export type SavedEntry = Static<typeof AddressBookEntry>;

/** SPEC §5 and §9: an address name has at most 25 characters. */
export const ADDRESS_NAME_MAX = 25;

/** Characters as the form and the gateway count them: code points, so an emoji counts once. */
export const nameLength = (name: string): number => [...name.trim()].length;

/** The pages the add-address form goes back to once the address is saved. */
export type ReturnRoute = 'addresses' | 'submitAddress';

export const isReturnRoute = (value: string | null | undefined): value is ReturnRoute =>
  value === 'addresses' || value === 'submitAddress';

/** Saved addresses of one crypto on one network, as the list shows them under one heading. */
export interface AddressGroup {
  /** `${crypto}/${network}`. */
  key: string;
  crypto: string;
  network: string;
  networkName: string;
  imgUrl: string;
  entries: SavedEntry[];
}

/** Why a call of the address book did not do what was asked. */
export interface BookError {
  /** The catalogue message of the refusal's key (a generic one without a known key); absent when there was no answer at all. */
  message?: AnswerMessage;
  /**
   * The refusal of one field of the form (its key names it, e.g. 'addressBook.nameTooLong' the name):
   * shown beside that field in the buyer's language.
   */
  fieldRefusal?: FieldRefusal;
}

/** The in-place rename of one saved address. */
export interface RenameDraft {
  id: string;
  name: string;
  saving: boolean;
  /** The gateway refused the name, or did not answer (no text). */
  error?: BookError;
}

/** What became of a delete the buyer confirmed. */
export type DeleteOutcome = 'deleted' | 'failed';

/** The state of the list: not asked yet, on its way, shown, or not loaded. */
export type ListState = 'idle' | 'loading' | 'ready' | 'error';

/** The state of the add-address page: its entry (to edit) on its way, shown, or not found or not loaded. */
export type FormState = 'loading' | 'ready' | 'missing' | 'error';
