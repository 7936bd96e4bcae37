import type { MouseEvent, ReactElement } from 'react';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link of Settings: a real link (a new tab works), opened in the app on a plain click. */
export function LinkRow({
  icon,
  label,
  href,
  onOpen,
  divider = false,
}: {
  icon: ReactElement;
  label: string;
  href: string;
  onOpen: () => void;
  /** A line under the row (between two rows). */
  divider?: boolean;
}) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <ListItem disablePadding>
      <ListItemButton
        component="a"
        href={href}
        onClick={handleClick}
        divider={divider}
        sx={{ minHeight: 52, px: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  );
}
