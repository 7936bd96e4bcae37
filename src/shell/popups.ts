/** Ids of the shell's popups in the UI store (one popup is open at a time). */
export const MENU_POPUP = 'menu';
export const LOGOUT_POPUP = 'logout';
