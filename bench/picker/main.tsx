/**
 * The page bench/picker.ts drives: the real CurrencyPicker (production build, app theme, en-US) with
 * 1,000 currencies (or ?items=N) behind a button, and window.pickerBench to time opening it and filtering it.
 * The page has the app's fonts and baseline, loaded before it is measured, as the quote screen has them
 * when its picker first opens. Without them the first opening's layout went through the theme's font stack
 * in the system's fonts, which the app does not (its worst opening at 4× was 377–392 ms, now 288–350).
 */
// The app's fonts, as src/main.tsx imports them.
import '../../theme/fonts/roboto.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { CurrencyPicker } from '../../src/components/CurrencyPicker/index.ts';
import { LazyCurrencyPicker, preloadCurrencyPicker } from '../../src/screens/Edit/LazyCurrencyPicker.tsx';
import { onIdle } from '../../src/platform/idle.ts';
import { buildPickerRows, prepareCurrencies } from '../../src/components/CurrencyPicker/currencyRows.ts';
import enUS from '../../src/i18n/messages/en-US.json';
import { createAppTheme, defaultTokens } from '../../theme/createTheme.ts';
import { manyCurrencies } from '../../stories/components/fixtures/currencies.ts';

/** How many currencies the list holds: `?items=N` (bench/picker.ts measures 1,000 and 10,000), default 1,000. */
const params = new URLSearchParams(window.location.search);
const items = manyCurrencies(Number(params.get('items')) || 1000);
/**
 * How the picker is mounted:
 * - `?mount=app`: as the quote screen (src/screens/Edit) does: its LazyCurrencyPicker, whose code is preloaded
 *   in idle time once the page is shown (Edit does it once the first quote is shown);
 * - `?mount=open`: mounted at its first opening and kept mounted (LazyCurrencyPicker before its code was preloaded);
 * - by default (`page`) mounted closed with the page.
 */
const mount = params.get('mount') ?? 'page';
const sorted = prepareCurrencies(items);
const popular = items.filter((item) => item.isPopular);
const theme = createAppTheme(defaultTokens);

function BenchPage() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  // The quote screen starts preloading once its first quote is shown; here, once the page is shown.
  useEffect(() => {
    performance.mark('page-shown');
    if (mount === 'app') return onIdle(() => void preloadCurrencyPicker());
  }, []);
  const pickerProps = {
    open,
    items,
    onSelect: () => setOpen(false),
    onClose: () => setOpen(false),
  };
  return (
    <IntlProvider locale="en-US" messages={enUS}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {/* Text in the app's regular and medium weights, as the quote screen shows before its picker opens. */}
        <Typography>Currency picker bench</Typography>
        <Button id="open" variant="outlined" onClick={() => setOpen(true)}>
          Open
        </Button>
        {mount === 'app' ? (
          <LazyCurrencyPicker {...pickerProps} />
        ) : (
          (opened || mount !== 'open') && <CurrencyPicker {...pickerProps} />
        )}
      </ThemeProvider>
    </IntlProvider>
  );
}

/** Resolves after the next frame has been produced (rAF, then a task once it is painted). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function until(condition: () => boolean) {
  while (!condition()) await nextPaint();
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const firstRowId = () => dialog()?.querySelector<HTMLElement>('[data-currency]')?.dataset.currency;
const emptyShown = () => Boolean(dialog()?.querySelector('[role="status"]'));

/** What the list must show once a query is applied: its first currency's id, or the empty state. */
function expectedFirst(query: string): string | undefined {
  const first = buildPickerRows(sorted, popular, query).rows.find((row) => row.kind === 'item');
  return first?.kind === 'item' ? first.item.id : undefined;
}

function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Longest gap between frames (ms) while `work` runs: a gap over ~17 ms at 60 Hz is a dropped frame. */
async function watchFrames<T>(work: () => Promise<T>): Promise<{ result: T; frameGaps: number[] }> {
  const stamps: number[] = [];
  let running = true;
  const tick = (time: number) => {
    stamps.push(time);
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const result = await work();
  running = false;
  await nextPaint();
  return { result, frameGaps: stamps.slice(1).map((t, i) => t - stamps[i]) };
}

/** Long tasks (over 50 ms) of the main thread since the page was shown: the idle-time work a picker adds. */
const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({
  type: 'longtask',
  buffered: true,
});

/**
 * Resolves once the main thread has had nothing to do for `quietMs` (idle callbacks with their whole 50 ms,
 * back to back): a buyer looks at the quote for a while before opening a picker, and idle-time work is done by then.
 */
function settled(quietMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    let since = performance.now();
    let last = since;
    const check = (deadline: IdleDeadline) => {
      const now = performance.now();
      // A short idle period, or a long wait for this one, means something else ran.
      if (deadline.timeRemaining() < 40 || now - last > 100) since = now;
      last = now;
      if (now - since >= quietMs) resolve();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

declare global {
  interface Window {
    pickerBench: typeof pickerBench;
  }
}

const pickerBench = {
  /** Waits until the page is quiet; the long tasks since the page was shown, in ms. */
  async settle(): Promise<number[]> {
    await settled();
    const shown = performance.getEntriesByName('page-shown')[0]?.startTime ?? 0;
    return longTasks.filter((task) => task.startTime >= shown).map((task) => task.duration);
  },

  /**
   * Click → first frame painted with the list's rows (ms), and the frame gaps from the click until the
   * popup's slide-in (225 ms) has ended.
   */
  async open(): Promise<{ ms: number; frameGaps: number[] }> {
    const { result, frameGaps } = await watchFrames(async () => {
      const start = performance.now();
      document.getElementById('open')!.click();
      await until(() => firstRowId() !== undefined);
      const ms = performance.now() - start;
      while (performance.now() - start < 300) await nextPaint();
      return ms;
    });
    return { ms: result, frameGaps };
  },

  async close(): Promise<void> {
    dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
    await until(() => dialog() === null);
  },

  /**
   * The frame gaps over `ms` with the list open and nothing to do: the control for the count while typing.
   * A page with no work pending drops no frame; one that does is slowed by the machine, not by the picker.
   */
  async still(ms: number): Promise<number[]> {
    const { frameGaps } = await watchFrames(() => new Promise((resolve) => setTimeout(resolve, ms)));
    return frameGaps;
  },

  /** Types `text` one character at a time; per keystroke, ms until the filtered list is painted. */
  async type(text: string): Promise<{ keystrokes: number[]; frameGaps: number[] }> {
    const input = dialog()!.querySelector<HTMLInputElement>('input[type="search"]')!;
    // The bench's own check (what each prefix must show) is worked out before the frames are watched:
    // with 10,000 items it is a scan per keystroke that is not the picker's work.
    const expected = Array.from(text, (_, i) => expectedFirst(text.slice(0, i + 1)));
    const { result, frameGaps } = await watchFrames(async () => {
      const keystrokes: number[] = [];
      for (let i = 1; i <= text.length; i++) {
        const query = text.slice(0, i);
        const first = expected[i - 1];
        const start = performance.now();
        typeInto(input, query);
        await until(() => (first === undefined ? emptyShown() : firstRowId() === first));
        keystrokes.push(performance.now() - start);
      }
      return keystrokes;
    });
    typeInto(input, '');
    await until(() => firstRowId() === expectedFirst(''));
    return { keystrokes: result, frameGaps };
  },
};

// Shown and measured once the app's fonts have arrived (the quote screen has shown text in each before a
// picker opens), so the picker's idle-time work comes after them as in the app.
await Promise.all(['400', '500', '700'].map((weight) => document.fonts.load(`${weight} 16px Roboto`)));
createRoot(document.getElementById('root')!).render(<BenchPage />);
window.pickerBench = pickerBench;
