import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { withAppearance } from './appearance.ts';
import {
  APP_SOURCE,
  frameMessageOf,
  type AppMessage,
  type CardFieldState,
  type CardTokenResult,
} from './protocol.ts';

export interface HostedCardFieldHandle {
  /**
   * Asks the field for a single-use card token. Resolves with it, or with undefined when the card was
   * refused (the field then shows its own message on the field to fix) or the field is not ready.
   */
  tokenize(): Promise<CardTokenResult | undefined>;
}

export interface HostedCardFieldProps {
  /** The payment provider's field page, e.g. '/sandbox/card-field?locale=zh-CN'. */
  src: string;
  /** The frame's accessible name, e.g. 'Card details'. */
  title: string;
  disabled?: boolean;
  /** Each time completeness or the brand typed changes. */
  onChange?: (state: CardFieldState) => void;
  ref?: Ref<HostedCardFieldHandle>;
}

/** The field's height before it reports its own: three inputs with their labels, as on a phone. */
const LOADING_HEIGHT = 168;
const MAX_HEIGHT = 1200;
/** A tokenization the field never answers (it crashed, the network hung) ends as a refusal. */
const TOKENIZE_TIMEOUT_MS = 30_000;

/**
 * The payment provider's hosted card field in a frame of our own origin: the card number, expiry and CVC
 * are typed there and never reach this page, which only gets a single-use token (tokenize()). Listens to
 * its own frame only, sizes itself from the field's resize messages and shows a skeleton until it is ready.
 */
export function HostedCardField({ src, title, disabled = false, onChange, ref }: HostedCardFieldProps) {
  const theme = useTheme();
  const frameSrc = useMemo(() => withAppearance(src, theme), [src, theme]);
  const frameOrigin = useMemo(() => new URL(frameSrc, window.location.href).origin, [frameSrc]);
  const frame = useRef<HTMLIFrameElement>(null);
  // Kept per frame URL: a new src loads a new field, which is not ready until it says so.
  const [readyFor, setReadyFor] = useState<string>();
  const [sized, setSized] = useState<{ src: string; height: number }>();
  const ready = readyFor === frameSrc;
  const height = sized?.src === frameSrc ? sized.height : LOADING_HEIGHT;
  const pending = useRef<
    | { promise: Promise<CardTokenResult | undefined>; settle: (result: CardTokenResult | undefined) => void }
    | undefined
  >(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const send = useCallback(
    (message: AppMessage) => frame.current?.contentWindow?.postMessage(message, frameOrigin),
    [frameOrigin],
  );
  const settle = useCallback((result: CardTokenResult | undefined) => {
    const current = pending.current;
    pending.current = undefined;
    current?.settle(result);
  }, []);

  // Before paint, so the field's first messages cannot arrive unheard.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || !frame.current || event.source !== frame.current.contentWindow)
        return;
      const message = frameMessageOf(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          setReadyFor(frameSrc);
          break;
        case 'resize':
          setSized({ src: frameSrc, height: Math.min(MAX_HEIGHT, Math.max(0, Math.ceil(message.height))) });
          break;
        case 'change':
          onChangeRef.current?.({
            complete: message.complete,
            ...(message.brand ? { brand: message.brand } : {}),
          });
          break;
        case 'token': {
          const { token, brand, last4, expMonth, expYear } = message;
          settle({ token, brand, last4, expMonth, expYear });
          break;
        }
        case 'error':
          settle(undefined);
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      settle(undefined);
    };
  }, [frameOrigin, frameSrc, settle]);

  useEffect(() => {
    if (ready) send({ source: APP_SOURCE, type: 'disable', disabled });
  }, [ready, disabled, send]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize() {
        if (!ready || disabled) return Promise.resolve(undefined);
        if (pending.current) return pending.current.promise;
        let resolve!: (result: CardTokenResult | undefined) => void;
        const promise = new Promise<CardTokenResult | undefined>((done) => {
          resolve = done;
        });
        const timer = window.setTimeout(() => settle(undefined), TOKENIZE_TIMEOUT_MS);
        pending.current = {
          promise,
          settle: (result) => {
            window.clearTimeout(timer);
            resolve(result);
          },
        };
        send({ source: APP_SOURCE, type: 'tokenize' });
        return promise;
      },
    }),
    [ready, disabled, send, settle],
  );

  return (
    <Box sx={{ position: 'relative', width: '100%' }} aria-busy={!ready}>
      <Box
        component="iframe"
        ref={frame}
        src={frameSrc}
        title={title}
        sx={{
          display: 'block',
          width: '100%',
          height: ready ? height : LOADING_HEIGHT,
          border: 0,
          bgcolor: 'transparent',
          colorScheme: 'normal',
          visibility: ready ? 'visible' : 'hidden',
        }}
      />
      {!ready && (
        <Box
          data-testid="card-field-skeleton"
          aria-hidden="true"
          sx={{ position: 'absolute', inset: 0, display: 'grid', gap: 1.5, alignContent: 'start' }}
        >
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={48} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
