// The side menu on a phone: a drawer over the screen, opened by the app bar's menu button. Its
// own chunk (MUI's modal, focus trap and slide come with it), loaded on the first opening: a
// phone's first page does not wait for code it only needs once the menu is asked for.
import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

export interface NavDrawerProps {
  id: string;
  width: number;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export default function NavDrawer({ id, width, open, onClose, children }: NavDrawerProps) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
    >
      {/* Under the app bar, which stays above the drawer: its height (styles/shell.css). */}
      <div className="sh-bar-space" />
      {children}
    </Drawer>
  );
}
