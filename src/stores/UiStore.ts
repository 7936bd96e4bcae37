import { makeAutoObservable } from 'mobx';

export const TOAST_DURATION_MS = 2000;

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';
export type ToastPosition = 'bottom' | 'top' | 'center';

/** A catalogue message the toast view translates (in the language shown while it is on screen). */
export interface ToastText {
  id: string;
  values?: Record<string, string | number>;
}

export interface Toast {
  id: number;
  /** A text as it is (e.g. the gateway's respMessage), or a catalogue message. */
  message: string | ToastText;
  severity: ToastSeverity;
  /** Milliseconds the view keeps it on screen before calling dismissToast. */
  duration: number;
  position: ToastPosition;
}

export interface ToastOptions {
  severity?: ToastSeverity;
  duration?: number;
  position?: ToastPosition;
}

/** App-wide transient UI: toasts (the view hides each after its duration) and the one open popup. */
export class UiStore {
  toasts: Toast[] = [];
  /** Id of the open popup (e.g. 'logout'), if any. */
  popup?: string = undefined;
  private nextId = 1;

  constructor() {
    makeAutoObservable(this);
  }

  /** Shows a message; the same message already on screen at the same place is not repeated. */
  showToast(message: string | ToastText, options: ToastOptions = {}): number {
    const position = options.position ?? 'bottom';
    const shown = this.toasts.find(
      (toast) => sameMessage(toast.message, message) && toast.position === position,
    );
    if (shown) return shown.id;
    const toast: Toast = {
      id: this.nextId++,
      message,
      severity: options.severity ?? 'info',
      duration: options.duration ?? TOAST_DURATION_MS,
      position,
    };
    this.toasts.push(toast);
    return toast.id;
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  openPopup(id: string): void {
    this.popup = id;
  }

  closePopup(): void {
    this.popup = undefined;
  }
}

function sameMessage(a: string | ToastText, b: string | ToastText): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.id === b.id && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});
}
