import { useEffect, useRef, type ReactNode } from 'react';

/** The parts of an antd table that scroll sideways when its columns are wider than the screen. */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Around an antd Table whose columns may not fit (a phone): when its scroll area does scroll, the
 * area joins the Tab order as a named region, so a keyboard user can reach it and read the hidden
 * columns with the arrow keys (WCAG 2.1.1, decision 0530). A table of plain text (the customers)
 * has nothing else to focus inside. antd gives the scroll area no props, hence the attributes set
 * here, again whenever the table or the screen changes size.
 */
export function TableScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => {
      for (const area of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        const scrolls = area.scrollWidth > area.clientWidth;
        if (scrolls === (area.getAttribute('role') === 'region')) continue;
        if (scrolls) {
          area.tabIndex = 0;
          area.setAttribute('role', 'region');
          area.setAttribute('aria-label', label);
        } else {
          area.removeAttribute('tabindex');
          area.removeAttribute('role');
          area.removeAttribute('aria-label');
        }
      }
    };
    mark();
    const resized = new ResizeObserver(mark);
    resized.observe(root);
    // rows arrive after the first paint and may widen a column
    const changed = new MutationObserver(mark);
    changed.observe(root, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [label]);
  return <div ref={box}>{children}</div>;
}
