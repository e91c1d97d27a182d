import Modal from 'antd/es/modal';
import { useCallback, useContext, useEffect, useRef, type ReactElement } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';

/** The part of the Navigation API (window.navigation) the guard uses; TypeScript's DOM types lack it. */
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { key: string | null; sameDocument: boolean };
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  traverseTo(key: string): unknown;
}

/**
 * Unsaved changes are not lost silently: while `dirty`, leaving asks first. It covers links and
 * navigate() (react-router's navigator), the browser's back and forward buttons (the Navigation
 * API's cancelable traverse), and closing or reloading the tab (beforeunload). react-router's
 * useBlocker would do this but needs a data router, which the app does not use
 * (docs/decisions/0500-leave-guard-without-data-router.md).
 *
 * `release()` lets the next navigation through at once (after a save, before its state settles).
 */
export function useLeaveGuard(dirty: boolean): { release: () => void; holder: ReactElement } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [modal, holder] = Modal.useModal();
  const active = useRef(false);
  const asking = useRef(false);

  const ask = useCallback(
    (proceed: () => void) => {
      if (!active.current) return proceed();
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: 'Rời khỏi trang này?',
        content: 'Các thay đổi chưa lưu sẽ bị mất.',
        okText: 'Rời trang',
        cancelText: 'Ở lại',
        okButtonProps: { danger: true },
        autoFocusButton: 'cancel',
        onOk: () => {
          asking.current = false;
          active.current = false;
          proceed();
        },
        onCancel: () => {
          asking.current = false;
        },
      });
    },
    [modal],
  );

  useEffect(() => {
    if (!dirty) return;
    active.current = true;
    const nav = navigator as Navigator & { go: (delta: number) => void };
    const { push, replace, go } = nav;
    nav.push = (...args) => ask(() => push.apply(nav, args));
    nav.replace = (...args) => ask(() => replace.apply(nav, args));
    nav.go = (delta) => ask(() => go.call(nav, delta));

    // Back and forward: by popstate time the router has already moved (its listener runs first
    // and React commits in between), so the move is stopped before it starts, where the browser
    // offers that. Without the Navigation API only beforeunload below still protects the form.
    const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
    const onNavigate = (event: NavigateEventLike) => {
      if (!active.current || event.navigationType !== 'traverse' || !event.cancelable || !event.destination.sameDocument) return;
      const key = event.destination.key;
      if (!key) return;
      event.preventDefault();
      ask(() => navigation?.traverseTo(key));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!active.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    navigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      active.current = false;
      nav.push = push;
      nav.replace = replace;
      nav.go = go;
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, navigator, ask]);

  const release = useCallback(() => {
    active.current = false;
  }, []);
  return { release, holder };
}
