import Modal from 'antd/es/modal';
import { POLICY_CONTENT } from './policies';
import { POLICY_TITLES, type PolicyId } from './policy-titles';
import { AntdScope } from '../../antd/AntdScope';
import styles from './PolicyDialog.module.css';

/** One footer policy in a dialog (product §2 footer). */
export function PolicyDialog({ policy, onClose }: { policy: PolicyId | null; onClose: () => void }) {
  const Content = policy ? POLICY_CONTENT[policy] : null;
  return (
    <AntdScope>
      <Modal open={policy !== null} title={policy ? POLICY_TITLES[policy] : undefined} onCancel={onClose} footer={null} width={640} centered>
        <div className={styles.body}>{Content && <Content />}</div>
      </Modal>
    </AntdScope>
  );
}
