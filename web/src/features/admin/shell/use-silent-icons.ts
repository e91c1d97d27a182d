import { useEffect } from 'react';

/** antd's icons as antd draws them: an image named after the icon, in English ('down', 'close-circle'). */
const NAMED_ICONS = '.anticon[role="img"]:not([aria-hidden])';
/** A text field's clear button (`allowClear`), which antd leaves without a name of its own. */
const UNNAMED_CLEAR = 'button.ant-input-clear-icon:not([aria-label])';

/**
 * Hides from screen readers the icons antd draws inside its own components (a select's arrow, a
 * clear cross, an alert's sign, a number field's steppers): each names itself in English, and
 * each stands beside words or inside a control that already says what it is (decision 0530). The
 * back office's own icons are marked `aria-hidden` where they are written; these cannot be, so
 * they are marked as they appear, in the page and in the dialogs and menus antd puts at its end.
 */
export function useSilentIcons(): void {
  useEffect(() => {
    const hide = () => {
      for (const icon of document.body.querySelectorAll(NAMED_ICONS)) icon.setAttribute('aria-hidden', 'true');
      // a field's clear cross is a button of its own, which the icon named: it gets a name of its own
      for (const clear of document.body.querySelectorAll(UNNAMED_CLEAR)) clear.setAttribute('aria-label', 'Xóa nội dung');
    };
    hide();
    const added = new MutationObserver(hide);
    added.observe(document.body, { childList: true, subtree: true });
    return () => added.disconnect();
  }, []);
}
