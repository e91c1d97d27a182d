import Alert from 'antd/es/alert';
import { useState } from 'react';
import { formatVnd } from '../../../../lib/shop-rules';
import type { Refund } from '../api/refunds.documents';
import styles from './refunds.module.css';

/**
 * The VietQR to send the refund with, as the QR page shows the shop's own: the image service's
 * link first, and the code payments drew when that link fails (or is switched off).
 */
export function RefundQr({ refund, qr }: { refund: Refund; qr: NonNullable<Refund['qr']> }) {
  const [fallback, setFallback] = useState(!qr.imageUrl);
  return (
    <figure className={styles.qr}>
      {fallback && qr.imageUrl && <Alert type="warning" showIcon message="Không tải được ảnh VietQR. Đang chuyển sang QR dự phòng." />}
      <img
        src={fallback ? qr.dataUrl : (qr.imageUrl ?? qr.dataUrl)}
        alt={`Mã VietQR hoàn ${formatVnd(refund.amount)} cho đơn ${refund.orderNumber}`}
        width={220}
        height={220}
        onError={() => setFallback(true)}
      />
      <figcaption>
        {refund.bankName} · {refund.accountNo} · {refund.accountName}
        <br />
        Số tiền: <strong>{formatVnd(refund.amount)}</strong> · Nội dung: <strong>{qr.transferContent}</strong>
      </figcaption>
    </figure>
  );
}
