import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';

/**
 * A Code 128 barcode drawn as SVG in the page (no image service): the carrier's scanner reads the
 * order number or tracking code from the printed slip. A value Code 128 cannot hold draws nothing.
 */
export function Barcode({ value, label, height = 44 }: { value: string; label: string; height?: number }) {
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    try {
      JsBarcode(ref.current, value, { format: 'CODE128', height, width: 1.6, margin: 0, fontSize: 13, textMargin: 1, background: '#fff' });
    } catch {
      ref.current.replaceChildren();
    }
  }, [value, height]);
  return <svg ref={ref} role="img" aria-label={`${label}: ${value}`} data-barcode={value} />;
}
