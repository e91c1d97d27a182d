import { useEffect, useState } from 'react';
import { ShopButton } from '../../../components/ui/ShopButton';
import type { PaymentData } from '../api/payment.types';
import { BANK_APPS, bankAppLink, qrFileName } from '../api/bank-apps.logic';
import { TOAST_MS, formatCountdown, isUrgent, secondsLeft } from '../api/qr-payment.logic';
import { LazyAlert } from './LazyAlert';
import styles from './QrBox.module.css';
import { formatVnd } from '../../../lib/shop-rules';

const IMAGE_FAILED = 'Không tải được ảnh VietQR. Đang chuyển sang QR dự phòng.';

/** The clipboard API exists only on secure pages (https, localhost) and may be refused; a selected textarea is the fallback. */
async function copyText(value: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) return await navigator.clipboard.writeText(value);
  } catch {
    // permission refused (an embedded or headless browser): the textarea below still works
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/**
 * 'Copy thành công' said beside the button, not in a toast: on a phone a toast lands over the
 * order number or the amount the shopper is reading off.
 */
function CopyRow({ label, value, display }: { label: string; value: string; display?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await copyText(value);
      setCopied(false);
      window.requestAnimationFrame(() => setCopied(true));
    } catch (err) {
      console.warn('[qr] copy failed', err);
    }
  };
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{display ?? value}</span>
        <ShopButton size="small" onClick={copy} aria-label={`Sao chép ${label.toLowerCase()}`}>
          Sao chép
        </ShopButton>
        <span role="status" className={styles.copied}>
          {copied ? 'Copy thành công' : ''}
        </span>
      </dd>
    </div>
  );
}

/** product §9 "QR box": the code (VietQR image, or the local one when it fails), countdown, copy rows. */
export function QrBox({ data, onRenew, renewing, notice }: { data: PaymentData; onRenew: () => void; renewing: boolean; notice: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  const [imageFailed, setImageFailed] = useState(false);
  useEffect(() => {
    setImageFailed(false);
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [data.paymentId]);
  const left = secondsLeft(data.expiresAt, now);
  const expired = left === 0;
  const useImage = data.qrImageUrl && !imageFailed;

  return (
    <section className={styles.box} aria-labelledby="qr-title">
      <h2 id="qr-title" className={styles.title}>
        Quét mã VietQR để thanh toán
      </h2>
      {imageFailed && <LazyAlert type="warning" showIcon title={IMAGE_FAILED} className={styles.alert} />}
      <div className={styles.code} aria-live="polite">
        {expired ? (
          <p className={styles.expired}>Mã QR đã hết hạn. Vui lòng tạo mã mới.</p>
        ) : useImage ? (
          <img src={data.qrImageUrl!} alt={`Mã VietQR thanh toán ${formatVnd(data.amount)}`} width={280} height={280} onError={() => setImageFailed(true)} />
        ) : (
          <img src={data.qrDataUrl} alt={`Mã QR dự phòng thanh toán ${formatVnd(data.amount)}`} width={280} height={280} data-testid="local-qr" />
        )}
      </div>
      <p className={`${styles.countdown} ${isUrgent(left) ? styles.urgent : ''}`} role="timer" aria-label="Thời gian còn lại">
        {expired ? 'Đã hết hạn' : `Mã hết hạn sau ${formatCountdown(left)}`}
      </p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <dl className={styles.details}>
        <CopyRow label="Ngân hàng" value={data.bank.name} />
        <CopyRow label="Số tài khoản" value={data.bank.accountNumber} />
        <CopyRow label="Chủ tài khoản" value={data.bank.accountName} />
        <CopyRow label="Số tiền" value={String(data.amount)} display={formatVnd(data.amount)} />
        <CopyRow label="Nội dung chuyển khoản" value={data.transferContent} />
      </dl>
      {!expired && (
        <div className={styles.phone}>
          {/* A phone cannot scan its own screen: the code is saved to the gallery (the local PNG, no outside service), or a bank app opened with the transfer filled in. */}
          <a className={styles.save} href={data.qrDataUrl} download={qrFileName(data.orderNumber)}>
            Lưu ảnh QR
          </a>
          <nav aria-label="Mở ứng dụng ngân hàng" className={styles.banks}>
            <p className={styles.banksTitle}>Mở ứng dụng ngân hàng để chuyển khoản:</p>
            <ul>
              {BANK_APPS.map((bank) => (
                <li key={bank.app}>
                  <a href={bankAppLink(bank.app, data)} rel="noopener noreferrer" aria-label={`Mở ứng dụng ${bank.name}`}>
                    {bank.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
      <div className={styles.actions}>
        <ShopButton variant="primary" onClick={onRenew} loading={renewing}>
          Tạo mã mới
        </ShopButton>
        <ShopButton onClick={onRenew} disabled={renewing}>
          Làm mới
        </ShopButton>
      </div>
    </section>
  );
}
