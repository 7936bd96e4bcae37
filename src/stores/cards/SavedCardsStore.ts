import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api/index.ts';
import type { Navigator } from '../deps.ts';
import { LatestLoad, type LoadError, type LoadState } from '../latestLoad.ts';
import { go } from '../navigate.ts';
import type { UiStore } from '../UiStore.ts';
import type { SavedCard } from './types.ts';

/** The toasts after a delete (SPEC §8 texts, word for word in en-US). */
export const SavedCardsMessageId = {
  deleted: 'cards.list.deleted',
  deleteFailed: 'cards.list.deleteFailed',
} as const;

const OK = 200;
/** The client has already logged the buyer out and sent them to Login. */
const AUTH_INVALID = 5002;

export interface SavedCardsDeps {
  api: Api;
  navigator: Navigator;
  ui: UiStore;
}

/**
 * Saved cards (/cards, SPEC §2 "Card list with delete confirmation"): the logged-in buyer's cards as
 * cardList gives them (brand, last 4 digits, expiry — never the number), a delete that is asked about
 * first and then reported in a toast ('Deleted successfully' / 'Failed to delete').
 *
 * A card is only ever saved by paying with it (the payment's "Save this card" box): there is no way to
 * add one outside a purchase, so the empty list leads to buying.
 */
export class SavedCardsStore {
  state: LoadState = 'idle';
  cards: SavedCard[] = [];
  error?: LoadError = undefined;
  /** The card the delete prompt asks about (undefined: no prompt). */
  confirming?: SavedCard = undefined;
  /** The delete of `confirming` is on its way. */
  deleting = false;

  private readonly deps: SavedCardsDeps;
  private readonly load = new LatestLoad();

  constructor(deps: SavedCardsDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'load'>(this, { deps: false, load: false });
  }

  get isEmpty(): boolean {
    return this.state === 'ready' && this.cards.length === 0;
  }

  /** Loads the list afresh (opening the screen, or Try again after it failed). */
  async open(): Promise<void> {
    this.state = 'loading';
    this.error = undefined;
    this.confirming = undefined;
    const list = await this.load.run((signal) => this.deps.api.cardList({}, { signal }));
    if (!list) return;
    runInAction(() => {
      if ('data' in list) this.cards = list.data;
      else this.error = list.error;
      this.state = 'data' in list ? 'ready' : 'error';
    });
  }

  /** The screen is left: a list on its way no longer matters. */
  close(): void {
    this.load.abort();
    this.confirming = undefined;
  }

  /** Delete pressed on a card: the prompt asks about it (with its masked number). */
  askDelete(cardId: string): void {
    if (this.deleting) return;
    this.confirming = this.cards.find((card) => card.id === cardId);
  }

  /** The prompt's Cancel (or Escape): nothing is deleted. */
  cancelDelete(): void {
    if (!this.deleting) this.confirming = undefined;
  }

  /**
   * The prompt's Delete: delCreditCard, then the card leaves the list with 'Deleted successfully', or
   * stays with 'Failed to delete'. Once however often it is pressed.
   */
  async confirmDelete(): Promise<boolean> {
    const card = this.confirming;
    if (!card || this.deleting) return false;
    this.deleting = true;
    const answer = await this.deps.api.delCreditCard({ id: card.id });
    const deleted = answer.respCode === OK;
    runInAction(() => {
      this.deleting = false;
      this.confirming = undefined;
      if (deleted) this.cards = this.cards.filter((saved) => saved.id !== card.id);
    });
    // A refused login is the client's to tell (toast and Login); any other failure is this page's.
    if (deleted) this.deps.ui.showToast({ id: SavedCardsMessageId.deleted }, { severity: 'success' });
    else if (answer.respCode !== AUTH_INVALID)
      this.deps.ui.showToast({ id: SavedCardsMessageId.deleteFailed }, { severity: 'error' });
    return deleted;
  }

  /** The way on from the empty list: a purchase, where a card paid with can be saved. */
  go(route: 'edit'): void {
    go(this.deps.navigator, route);
  }
}
