import { useEffect, useRef } from 'react';
import type { Access } from '../routes/types.ts';
import { checkLogin } from '../stores/login/checkLogin.ts';
import type { RootStore } from '../stores/RootStore.ts';

/**
 * Checks the stored login with the gateway when the app starts and each time the tab comes back to the
 * foreground (stores/login/checkLogin.ts). The page's access rule decides what an ended login does.
 */
export function useLoginCheck(root: RootStore, access: Access | undefined): void {
  const accessRef = useRef(access);
  useEffect(() => {
    accessRef.current = access;
  }, [access]);
  useEffect(() => {
    const check = () => {
      void checkLogin(root, { pageNeedsLogin: accessRef.current === 'auth' });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [root]);
}
