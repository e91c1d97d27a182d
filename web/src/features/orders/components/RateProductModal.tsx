import { useMutation } from '@apollo/client/react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../lib/apollo/errors';
import { toast } from '../../../lib/toast';
import { ORDER, RATE_ORDER_PRODUCT } from '../api/orders.documents';
import { MAX_COMMENT_LENGTH, ratingError } from '../lib/rating.logic';
import styles from './RateProductModal.module.css';

interface RateProductModalProps {
  orderId: string;
  product: { productId: string; name: string } | null;
  onClose(): void;
}

const STAR_LABELS = ['Rất tệ', 'Tệ', 'Bình thường', 'Tốt', 'Rất tốt'];

/** 1-5 stars as a keyboard-usable radio group (arrow keys move and choose). */
function StarPicker({ value, onChange }: { value: number; onChange(v: number): void }) {
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange(Math.min(5, value + 1));
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange(Math.max(1, value - 1));
    else return;
    e.preventDefault();
  };
  return (
    <div role="radiogroup" aria-label="Số sao" className={styles.stars} onKeyDown={onKey}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} sao: ${STAR_LABELS[n - 1]}`}
          tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
          className={`${styles.star} ${n <= value ? styles.starOn : ''}`}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
    </div>
  );
}

/** Rate a product of a delivered order once: 1-5 stars and a comment (shown as a verified purchase). */
export function RateProductModal({ orderId, product, onClose }: RateProductModalProps) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [rate, { loading }] = useMutation(RATE_ORDER_PRODUCT, { refetchQueries: [{ query: ORDER, variables: { id: orderId } }] });
  const invalid = ratingError(rating, comment);

  const close = () => {
    setRating(0);
    setComment('');
    onClose();
  };

  const submit = async () => {
    if (!product || invalid) return;
    try {
      await rate({ variables: { orderId, input: { productId: product.productId, rating, comment: comment.trim() || null } } });
      toast.success('Cảm ơn bạn đã đánh giá sản phẩm');
      close();
    } catch (error) {
      toast.error(errorMessage(error, 'Gửi đánh giá thất bại'));
    }
  };

  return (
    <Modal
      open={product !== null}
      title={product ? `Đánh giá: ${product.name}` : 'Đánh giá sản phẩm'}
      okText="Gửi đánh giá"
      cancelText="Đóng"
      okButtonProps={{ disabled: invalid !== null || loading, loading }}
      onOk={() => void submit()}
      onCancel={loading ? undefined : close}
      destroyOnHidden
    >
      <p>Bạn hài lòng với sản phẩm này ở mức nào?</p>
      <StarPicker value={rating} onChange={setRating} />
      <Input.TextArea
        className={styles.comment}
        style={{ marginTop: 12 }}
        rows={4}
        value={comment}
        maxLength={MAX_COMMENT_LENGTH}
        onChange={(e) => setComment(e.target.value)}
        placeholder="Chia sẻ cảm nhận của bạn về sản phẩm"
        aria-label="Nhận xét"
      />
    </Modal>
  );
}
