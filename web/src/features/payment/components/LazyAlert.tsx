import { Suspense } from 'react';
import type { AlertProps } from 'antd/es/alert';
import { lazyWithAntd } from '../../../components/antd/lazy-with-antd';

const Alert = lazyWithAntd<AlertProps>(() => import('antd/es/alert').then((m) => m.default));

/** antd's Alert, loaded when a payment error is shown: the page's normal load has no antd (decision 0902). */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
