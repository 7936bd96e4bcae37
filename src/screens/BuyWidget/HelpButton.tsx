import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { loadOnce } from '../../lib/loadOnce.ts';
import { onIdle } from '../../platform/idle.ts';

type TooltipComponent = (typeof import('@mui/material/Tooltip'))['default'];

const loadTooltip = loadOnce(() => import('@mui/material/Tooltip').then((module) => module.default));

/**
 * An info button that explains `help` in a tooltip (and is named by it). The tooltip's code (MUI's Tooltip
 * with Popper, 14 KiB of the widget's first load) is fetched once the widget is idle, or at once when the
 * buyer points at, touches or focuses the button first; the tooltip then opens where the buyer still is.
 */
export function HelpButton({ help }: { help: string }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent>();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focusedBeforeTooltip = useRef(false);

  const load = () => void loadTooltip().then((component) => setTooltip(() => component));
  useEffect(() => onIdle(load), []);
  // The button is mounted anew inside the tooltip: keyboard focus follows it there.
  useLayoutEffect(() => {
    if (Tooltip && focusedBeforeTooltip.current) button.current?.focus();
  }, [Tooltip]);

  const iconButton = (beforeTooltip: boolean) => {
    const arrive = () => {
      setOpen(true);
      load();
    };
    return (
      <IconButton
        ref={button}
        aria-label={help}
        size="small"
        sx={{ color: 'inherit', my: -1 }}
        {...(beforeTooltip && {
          onPointerEnter: arrive,
          onTouchStart: arrive,
          onFocus: () => {
            focusedBeforeTooltip.current = true;
            arrive();
          },
          onPointerLeave: () => setOpen(false),
          onBlur: () => {
            focusedBeforeTooltip.current = false;
            setOpen(false);
          },
        })}
      >
        <InfoOutlinedIcon fontSize="inherit" />
      </IconButton>
    );
  };

  if (!Tooltip) return iconButton(true);
  return (
    <Tooltip
      title={help}
      enterTouchDelay={0}
      arrow
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      {iconButton(false)}
    </Tooltip>
  );
}
