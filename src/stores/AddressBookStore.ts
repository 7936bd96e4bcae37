import { refusalMessage } from '../api/answerMessage.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { fieldRefusalOf } from '../api/fieldRefusal.ts';
import { isCancelled, TRANSPORT_FAILURE, type Api, type ApiAnswer } from '../api/index.ts';
import type { FormDataOf, FormDraftOf } from '../forms/index.ts';
import type { Navigator } from './deps.ts';
import { groupEntries, searchEntries } from './addressBook/listing.ts';
import { go, replaceWith } from './navigate.ts';
import {
  ADDRESS_NAME_MAX,
  isReturnRoute,
  nameLength,
  type AddressGroup,
  type BookError,
  type DeleteOutcome,
  type FormState,
  type ListState,
  type RenameDraft,
  type ReturnRoute,
  type SavedEntry,
} from './addressBook/types.ts';

export * from './addressBook/types.ts';
export { groupEntries, searchEntries } from './addressBook/listing.ts';

const OK = 200;
/** The client has already logged the buyer out and sent them to Login. */
const AUTH_INVALID = 5002;

type EntryDraft = FormDraftOf<'addressBookEntry'>;

/** The purchase's address, as Submit Address holds it (root.order). */
export interface PurchaseAddress {
  /** The crypto being bought as its unique symbol (e.g. 'USDT_TRC20'); '' without a quote. */
  readonly getCurrency: string;
  /** Its asset (e.g. 'USDT'). */
  readonly getSymbol: string;
  readonly quote?: { network: string };
  readonly address: string;
  setAddress(address: string): void;
}

export interface AddressBookStoreDeps {
  api: Api;
  navigator: Navigator;
  /** The form lists (cryptos, networks) the add-address form's widgets read. */
  formData: { load(): Promise<void> };
  /** The purchase, for the way back to Submit Address with the new address chosen. */
  order: () => PurchaseAddress;
}

type Answer<T> = { ok: true; data: T } | { ok: false; error: BookError } | undefined;

/**
 * The address book of a logged-in buyer (SPEC §1, §2, §5): the saved addresses listed by crypto and
 * network with a search, renamed in place (at most 25 characters), deleted after a confirmation, and
 * added or edited through the add-address form, after which the buyer goes back where they came from
 * (the list, or Submit Address with the new address chosen). Navigation goes through the navigator.
 */
export class AddressBookStore {
  // ---- the list (/addresses) ----
  entries: SavedEntry[] = [];
  state: ListState = 'idle';
  /** Why the list could not be loaded. */
  loadError?: BookError = undefined;
  query = '';
  rename?: RenameDraft = undefined;
  /** The address whose delete waits for the buyer's confirmation. */
  pendingDeleteId?: string = undefined;
  deleting = false;

  // ---- the form (/add-address) ----
  draft: EntryDraft = {};
  /** The address the form edits; undefined: the form adds one. */
  editingId?: string = undefined;
  returnTo: ReturnRoute = 'addresses';
  formState: FormState = 'ready';
  saving = false;
  /** Why the form was not saved: the gateway's words (placed beside their field when they name one), or no answer. */
  saveError?: BookError = undefined;

  private readonly deps: AddressBookStoreDeps;
  private listController?: AbortController = undefined;

  constructor(deps: AddressBookStoreDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'listController'>(
      this,
      { deps: false, listController: false },
      { autoBind: true },
    );
  }

  // ---- what the list shows ----------------------------------------------------------------------

  get isEmpty(): boolean {
    return this.state === 'ready' && this.entries.length === 0;
  }

  /** The addresses the search keeps, grouped by crypto and network. */
  get groups(): AddressGroup[] {
    return groupEntries(searchEntries(this.entries, this.query));
  }

  /** A search is typed and keeps no address. */
  get noMatch(): boolean {
    return (
      this.state === 'ready' &&
      this.entries.length > 0 &&
      this.query.trim() !== '' &&
      this.groups.length === 0
    );
  }

  /** The entry waiting for the delete confirmation. */
  get pendingDelete(): SavedEntry | undefined {
    return this.entries.find((entry) => entry.id === this.pendingDeleteId);
  }

  /** The name typed in place is over the limit: it is not sent. */
  get renameTooLong(): boolean {
    return this.rename ? nameLength(this.rename.name) > ADDRESS_NAME_MAX : false;
  }

  // ---- the list's actions -----------------------------------------------------------------------

  /** Loads the saved addresses afresh (opening the list, or Try again). */
  async open(): Promise<void> {
    this.rename = undefined;
    this.pendingDeleteId = undefined;
    await this.loadList();
  }

  /** Stops a load on its way (the page is left). */
  close(): void {
    this.listController?.abort();
    this.listController = undefined;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  startRename(id: string): void {
    const entry = this.entries.find((candidate) => candidate.id === id);
    if (entry) this.rename = { id, name: entry.name ?? '', saving: false };
  }

  setRenameName(name: string): void {
    if (!this.rename) return;
    this.rename.name = name;
    this.rename.error = undefined;
  }

  cancelRename(): void {
    this.rename = undefined;
  }

  /**
   * Saves the name typed in place (trimmed; empty removes the name). A name over 25 characters is not
   * sent; a refusal or a failed call keeps the field open with the reason.
   */
  async saveRename(): Promise<boolean> {
    const draft = this.rename;
    if (!draft || draft.saving || this.renameTooLong) return false;
    const entry = this.entries.find((candidate) => candidate.id === draft.id);
    const name = draft.name.trim();
    if (entry && (entry.name ?? '') === name) {
      this.rename = undefined;
      return true;
    }
    draft.saving = true;
    draft.error = undefined;
    const answer = await this.call(() => this.deps.api.editCryptoAddress({ id: draft.id, name }));
    return runInAction(() => {
      if (this.rename?.id !== draft.id) return false;
      this.rename.saving = false;
      if (!answer) return false;
      if (!answer.ok || !answer.data) {
        this.rename.error = answer.ok ? {} : answer.error;
        return false;
      }
      this.replaceEntry(answer.data);
      this.rename = undefined;
      return true;
    });
  }

  askDelete(id: string): void {
    this.pendingDeleteId = id;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDeleteId = undefined;
  }

  /** Deletes the address the buyer confirmed; the screen says how it went ('Deleted successfully' / 'Failed to delete'). */
  async confirmDelete(): Promise<DeleteOutcome | undefined> {
    const id = this.pendingDeleteId;
    if (!id || this.deleting) return undefined;
    this.deleting = true;
    const answer = await this.call(() => this.deps.api.delCryptoAddress({ id }));
    return runInAction(() => {
      this.deleting = false;
      this.pendingDeleteId = undefined;
      if (!answer) return undefined;
      if (!answer.ok) return 'failed';
      this.entries = this.entries.filter((entry) => entry.id !== id);
      if (this.rename?.id === id) this.rename = undefined;
      return 'deleted';
    });
  }

  /** To the add-address form, from the list. */
  startAdd(): void {
    go(this.deps.navigator, 'addAddress');
  }

  /** To the add-address form with a saved address in it. */
  startEdit(id: string): void {
    go(this.deps.navigator, 'addAddress', { id });
  }

  /** From the form to the list (the address it was opened on is gone). */
  backToList(): void {
    replaceWith(this.deps.navigator, 'addresses');
  }

  /** From Submit Address to the add-address form, which comes back with the new address chosen. */
  startAddFromPurchase(): void {
    go(this.deps.navigator, 'addAddress', { from: 'submitAddress' });
  }

  // ---- the form (/add-address) ------------------------------------------------------------------

  /**
   * Opens the form from the page's query: `id` edits that saved address (loaded afresh; gone, the page
   * says so), else a new one; `from=submitAddress` comes from Submit Address, whose crypto, network and
   * typed address fill the form. The form's lists load meanwhile.
   */
  async openForm(search: string): Promise<void> {
    const params = new URLSearchParams(search);
    const from = params.get('from');
    const id = params.get('id') ?? undefined;
    this.returnTo = isReturnRoute(from) ? from : 'addresses';
    this.editingId = id;
    this.saveError = undefined;
    this.saving = false;
    void this.deps.formData.load();
    if (!id) {
      this.draft = this.returnTo === 'submitAddress' ? this.purchaseDraft() : {};
      this.formState = 'ready';
      return;
    }
    this.draft = {};
    this.formState = 'loading';
    await this.loadList();
    runInAction(() => {
      if (this.editingId !== id) return;
      if (this.state === 'error') {
        this.formState = 'error';
        return;
      }
      const entry = this.entries.find((candidate) => candidate.id === id);
      if (!entry) {
        this.formState = this.state === 'ready' ? 'missing' : 'loading';
        return;
      }
      this.draft = {
        crypto: entry.crypto,
        network: entry.network,
        address: entry.address,
        ...(entry.name ? { name: entry.name } : {}),
      };
      this.formState = 'ready';
    });
  }

  /** The form's data as the buyer types; a change clears the last refusal (it was about other data). */
  setDraft(draft: EntryDraft): void {
    if (JSON.stringify(draft) === JSON.stringify(this.draft)) return;
    this.draft = draft;
    this.saveError = undefined;
  }

  /**
   * Saves the form's data (the address trimmed, an empty name left out): added, or the edited entry
   * changed. The gateway checks the address for its network; a refusal stays on the page. Saved, the
   * buyer goes back where they came from; to Submit Address with the address chosen when it receives
   * the crypto being bought.
   */
  async save(data: FormDataOf<'addressBookEntry'>): Promise<boolean> {
    if (this.saving) return false;
    const name = data.name?.trim();
    const body = {
      crypto: data.crypto,
      network: data.network,
      address: data.address.trim(),
      ...(name ? { name } : {}),
    };
    const id = this.editingId;
    this.saving = true;
    this.saveError = undefined;
    const answer = await this.call(() =>
      id ? this.deps.api.editCryptoAddress({ id, ...body }) : this.deps.api.addCryptoAddress(body),
    );
    const saved = runInAction(() => {
      this.saving = false;
      if (!answer) return undefined;
      if (!answer.ok || !answer.data) {
        this.saveError = answer.ok ? {} : answer.error;
        return undefined;
      }
      const entry = answer.data;
      if (id) this.replaceEntry(entry);
      else this.entries = [entry, ...this.entries.filter((candidate) => candidate.id !== entry.id)];
      return entry;
    });
    if (!saved) return false;
    const order = this.deps.order();
    if (this.returnTo === 'submitAddress' && order.getCurrency && saved.getCurrency === order.getCurrency)
      order.setAddress(saved.address);
    replaceWith(this.deps.navigator, this.returnTo);
    return true;
  }

  // ---- helpers -------------------------------------------------------------------------------------

  /** The form filled from the purchase: its crypto and network, and the address typed on Submit Address. */
  private purchaseDraft(): EntryDraft {
    const order = this.deps.order();
    const address = order.address.trim();
    return {
      ...(order.getSymbol ? { crypto: order.getSymbol } : {}),
      ...(order.getSymbol && order.quote?.network ? { network: order.quote.network } : {}),
      ...(address ? { address } : {}),
    };
  }

  private replaceEntry(entry: SavedEntry): void {
    this.entries = this.entries.map((candidate) => (candidate.id === entry.id ? entry : candidate));
  }

  private async loadList(): Promise<void> {
    this.listController?.abort();
    const controller = new AbortController();
    this.listController = controller;
    this.state = 'loading';
    this.loadError = undefined;
    const answer = await this.call(() => this.deps.api.getCryptoList({}, { signal: controller.signal }));
    if (controller.signal.aborted || !answer) return;
    runInAction(() => {
      if (answer.ok) {
        this.entries = answer.data ?? [];
        this.state = 'ready';
      } else {
        this.loadError = answer.error;
        this.state = 'error';
      }
    });
  }

  /**
   * One call of the address book; undefined when its answer no longer matters (cancelled, or a refused
   * login the client already handles by sending the buyer to Login). A refusal whose key names a field
   * of the form (the name rule 'addressBook.nameTooLong', the address, the network) is kept with it, so
   * the form shows it beside that field in the buyer's language.
   */
  private async call<T>(run: () => Promise<ApiAnswer & { data?: T }>): Promise<Answer<T | undefined>> {
    try {
      const answer = await run();
      if (answer.respCode === AUTH_INVALID) return undefined;
      if (answer.respCode === OK) return { ok: true, data: answer.data as T };
      if (answer.respCode === TRANSPORT_FAILURE) return { ok: false, error: {} };
      const fieldRefusal = fieldRefusalOf(answer);
      const message = refusalMessage(answer);
      return { ok: false, error: fieldRefusal ? { message, fieldRefusal } : { message } };
    } catch (error) {
      if (isCancelled(error)) return undefined;
      throw error;
    }
  }
}
