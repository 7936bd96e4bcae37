import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';
import {
  CurrencyPickerList,
  CurrencyPickerListStyles,
  type CurrencyPickerListHandle,
} from './CurrencyPickerList.tsx';
import { preparedCurrencies, preparingCurrencyPicker, type CurrencyOption } from './currencyRows.ts';

export interface CurrencyPickerProps {
  open: boolean;
  items: readonly CurrencyOption[];
  selectedId?: string;
  /** A translated title; 'Select a currency' by default. */
  title?: string;
  /** The list is still loading: skeleton rows. */
  loading?: boolean;
  /** A currency was chosen; the parent closes the picker. */
  onSelect: (item: CurrencyOption) => void;
  onClose: () => void;
}

/** A bottom popup on phones, a dialog on wider screens; at most 85% of the viewport high. */
export function CurrencyPicker({ open, onClose, ...contentProps }: CurrencyPickerProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const titleId = useId();
  const { items } = contentProps;
  // A picker opened before its idle-time rehearsal does not need one.
  const [rehearsed, setRehearsed] = useState<'no' | 'now' | 'done'>('no');
  if (open && rehearsed === 'no') setRehearsed('done');
  const rehearsalDone = useCallback(() => setRehearsed('done'), []);
  // While closed, the list is sorted, indexed and laid out in rows in idle time, a slice at a time (no long
  // task), so the first opening does not do it; then the popup's content is rehearsed.
  useEffect(() => {
    if (open || items.length === 0) return;
    return inIdleSlices(preparingCurrencyPicker(items), () =>
      startTransition(() => setRehearsed((state) => (state === 'no' ? 'now' : state))),
    );
  }, [open, items]);
  const listStyles = rehearsed !== 'no' && <CurrencyPickerListStyles />;
  const rehearsal = rehearsed === 'now' && (
    <Rehearsal onDone={rehearsalDone}>
      {(stage, container) =>
        stage > 0 && (
          <Popup wide={wide} open={false} onClose={onClose} titleId={titleId} rehearsalIn={container}>
            {stage > 1 && (
              <CurrencyPickerContent
                titleId={titleId}
                onClose={onClose}
                {...contentProps}
                rehearsal={stage}
              />
            )}
          </Popup>
        )
      }
    </Rehearsal>
  );
  return (
    <>
      {listStyles}
      {rehearsal}
      <Popup wide={wide} open={open} onClose={onClose} titleId={titleId}>
        <CurrencyPickerContent titleId={titleId} onClose={onClose} {...contentProps} />
      </Popup>
    </>
  );
}

interface PopupProps {
  wide: boolean;
  open: boolean;
  onClose: () => void;
  titleId: string;
  /** For the rehearsal: mounted closed (hidden, its focus trap off) in this element outside the document. */
  rehearsalIn?: HTMLElement;
  children: ReactNode;
}

function Popup({ wide, open, onClose, titleId, rehearsalIn, children }: PopupProps) {
  const rehearsal = rehearsalIn ? { keepMounted: true, container: rehearsalIn } : undefined;
  if (wide) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
        slotProps={{
          paper: { sx: { height: 'min(85vh, 720px)', display: 'flex', flexDirection: 'column' } },
        }}
        {...rehearsal}
      >
        {children}
      </Dialog>
    );
  }
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      ModalProps={rehearsal}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            height: '85vh',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      {children}
    </Drawer>
  );
}

/**
 * The rehearsal's stages: nothing (the list's global sheet is inserted meanwhile), the empty popup (its modal,
 * backdrop, transition and paper render at once in their portal), then with its title, with the search box,
 * with the list (see CurrencyPickerContent).
 */
type RehearsalStage = 0 | 1 | 2 | 3 | 4;
const LAST_STAGE = 4;

/**
 * The popup rendered once, closed, in idle time while the picker is mounted closed, into an element outside
 * the document, then dropped: its code has run and its styles are inserted before the first opening (a first
 * opening's main-thread time was about twice a later one's), and no element is added to the page. It is
 * rendered in stages, each in idle time, so that no stage's commit (mostly inserting its styles) is a long task.
 */
function Rehearsal({
  children,
  onDone,
}: {
  children: (stage: RehearsalStage, container: HTMLElement) => ReactNode;
  onDone: () => void;
}) {
  const [container] = useState(() => document.createElement('div'));
  const [stage, setStage] = useState<RehearsalStage>(0);
  useEffect(() => {
    if (stage === LAST_STAGE) return onDone();
    return whenIdle(() => startTransition(() => setStage((stage + 1) as RehearsalStage)));
  }, [stage, onDone]);
  return children(stage, container);
}

/** Work on the main thread at most this long at a time (ms), well under a long task's 50 even on a slow phone. */
const SLICE_MS = 5;

/** Runs `work` to its end in idle time, a few ms at a time; returns a function that stops it. */
function inIdleSlices(work: Iterator<unknown>, onDone: () => void): () => void {
  const slice = () => {
    const start = performance.now();
    while (performance.now() - start < SLICE_MS) {
      if (work.next().done) {
        onDone();
        return;
      }
    }
    cancel = whenIdle(slice);
  };
  let cancel = whenIdle(slice);
  return () => cancel();
}

function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

interface CurrencyPickerContentProps extends Omit<CurrencyPickerProps, 'open'> {
  titleId: string;
  /** Rendered at once (no deferred second pass), up to this stage, for the idle-time rehearsal. */
  rehearsal?: RehearsalStage;
}

function CurrencyPickerContent({
  titleId,
  items,
  selectedId,
  title,
  loading,
  onSelect,
  onClose,
  rehearsal,
}: CurrencyPickerContentProps) {
  const intl = useIntl();
  // The search box is uncontrolled and memoised, so a keystroke re-renders nothing but the list, and that
  // in a transition: React yields to the browser while rendering it, so typing never waits for the list.
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<CurrencyPickerListHandle>(null);
  // Sorted and indexed once per items array (usually in idle time before the first opening), not per opening.
  const prepared = useMemo(() => preparedCurrencies(items), [items]);
  const { rows, letters, itemRows, starts } = useMemo(() => prepared.rowsFor(query), [prepared, query]);
  // The popup opens with its title at once; the search box and the rows follow in a background render
  // during the slide-in, so the opening tap is not one long task (on a slow phone the slide-in would stutter).
  const ready = useDeferredValue(true, rehearsal !== undefined);
  const stage = rehearsal ?? LAST_STAGE;

  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  // Screens pass a new onSelect on each render (e.g. every countdown tick); the rows must not re-render for it.
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  });
  const select = useCallback((item: CurrencyOption) => onSelectRef.current(item), []);
  const changeQuery = useCallback((value: string) => startTransition(() => setQuery(value)), []);
  const focusFirstItem = useCallback(() => listRef.current?.focusFirstItem(), []);

  return (
    <>
      <PickerTitle titleId={titleId} title={title} onClose={onClose} />
      {ready && stage >= 3 && (
        <PickerSearch inputRef={searchRef} onQuery={changeQuery} onArrowDown={focusFirstItem} />
      )}
      {stage < LAST_STAGE ? null : loading ? (
        <Box role="status" aria-label={intl.formatMessage(currencyPickerMessages.loading)} sx={{ px: 2 }}>
          {Array.from({ length: 6 }, (_, index) => (
            <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 56 }}>
              <Skeleton variant="circular" width={32} height={32} />
              <Skeleton variant="text" width="40%" />
            </Box>
          ))}
        </Box>
      ) : !ready ? null : (
        <>
          {rows.length === 0 && (
            <Typography role="status" sx={{ px: 3, py: 4, textAlign: 'center', color: 'text.secondary' }}>
              {intl.formatMessage(currencyPickerMessages.empty)}
            </Typography>
          )}
          {/* Stays mounted while nothing matches: the next keystroke refills it instead of building it anew. */}
          <CurrencyPickerList
            ref={listRef}
            rows={rows}
            letters={letters}
            itemRows={itemRows}
            starts={starts}
            selectedId={selectedId}
            onSelect={select}
            onLeaveTop={focusSearch}
          />
        </>
      )}
    </>
  );
}

const PickerTitle = memo(function PickerTitle({
  titleId,
  title,
  onClose,
}: Pick<CurrencyPickerContentProps, 'titleId' | 'title' | 'onClose'>) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
        {title ?? intl.formatMessage(currencyPickerMessages.title)}
      </Typography>
      <IconButton onClick={onClose} aria-label={intl.formatMessage(currencyPickerMessages.close)} edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );
});

interface PickerSearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onQuery: (value: string) => void;
  /** Arrow-down moves to the first currency. */
  onArrowDown: () => void;
}

/** The search box: its props never change, so the list's updates do not re-render the text field. */
const PickerSearch = memo(function PickerSearch({ inputRef, onQuery, onArrowDown }: PickerSearchProps) {
  const intl = useIntl();
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onArrowDown();
    }
  };
  // An outlined input without TextField's FormControl: the control's "filled" state (unused here, there is
  // no label) re-rendered the whole field synchronously in the keystroke that fills or empties it.
  return (
    <Box sx={{ display: 'flex', px: 2, pb: 1 }}>
      <OutlinedInput
        inputRef={inputRef}
        defaultValue=""
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={intl.formatMessage(currencyPickerMessages.searchPlaceholder)}
        type="search"
        size="small"
        fullWidth
        inputProps={{
          'aria-label': intl.formatMessage(currencyPickerMessages.searchLabel),
          autoComplete: 'off',
          spellCheck: false,
        }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" aria-hidden />
          </InputAdornment>
        }
      />
    </Box>
  );
});
