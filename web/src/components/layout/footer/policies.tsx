import type { ReactNode } from 'react';
import { SHOP_CONTACT } from '../../../lib/shop-info';
import {
  DELIVERY_DAYS_NOTE,
  formatVnd,
  SHIPPING_METHOD_LABELS,
  SHIPPING_METHODS,
  SHIPPING_RATES,
  SHIPPING_ZONE_LABELS,
  SHIPPING_ZONES,
} from '../../../lib/shop-rules';
import type { PolicyId } from './policy-titles';
import styles from './PolicyDialog.module.css';

// The four policies behind the footer links (product §2 "Shop layout" footer, §7 delivery and
// warranty figures). Copy for customers, in Vietnamese.

const Warranty = () => (
  <>
    <p>
      Mỗi chiếc túi Túi Việt được may thủ công và kiểm tra kỹ trước khi đến tay bạn. Vì vậy, chúng tôi <strong>bảo hành trọn đời</strong> cho mọi sản phẩm.
    </p>
    <h3 className={styles.heading}>Phạm vi bảo hành</h3>
    <ul>
      <li>Đường may bị bung, tuột chỉ.</li>
      <li>Khóa kéo, khuy bấm, khoen kim loại bị hỏng khi sử dụng bình thường.</li>
      <li>Quai đeo, dây kéo bị đứt hoặc rách tại vị trí may nối.</li>
    </ul>
    <h3 className={styles.heading}>Không áp dụng</h3>
    <ul>
      <li>Hư hỏng do tác động cố ý, cháy, hóa chất hoặc ngâm nước lâu.</li>
      <li>Hao mòn tự nhiên của chất liệu như phai màu, sờn vải theo thời gian.</li>
      <li>Sản phẩm đã được sửa chữa tại nơi khác ngoài Túi Việt.</li>
    </ul>
    <h3 className={styles.heading}>Cách yêu cầu bảo hành</h3>
    <p>
      Liên hệ hotline {SHOP_CONTACT.phone} hoặc email {SHOP_CONTACT.email}, kèm mã đơn hàng và ảnh chụp phần bị lỗi. Chúng tôi sửa chữa miễn phí và hoàn trả
      trong 7–10 ngày làm việc; nếu không thể sửa, bạn được đổi sản phẩm tương đương.
    </p>
  </>
);

const Privacy = () => (
  <>
    <p>Túi Việt tôn trọng và bảo vệ thông tin cá nhân của bạn.</p>
    <h3 className={styles.heading}>Thông tin chúng tôi thu thập</h3>
    <p>Họ tên, email, số điện thoại và địa chỉ giao hàng bạn cung cấp khi đăng ký tài khoản hoặc đặt hàng.</p>
    <h3 className={styles.heading}>Mục đích sử dụng</h3>
    <ul>
      <li>Xử lý, giao nhận đơn hàng và thông báo tình trạng đơn hàng.</li>
      <li>Hỗ trợ bảo hành, đổi trả và giải đáp thắc mắc.</li>
      <li>Gửi thông tin khuyến mãi khi bạn đồng ý nhận.</li>
    </ul>
    <h3 className={styles.heading}>Cam kết</h3>
    <p>
      Chúng tôi không bán hay chia sẻ thông tin của bạn cho bên thứ ba, trừ đơn vị vận chuyển để giao hàng hoặc khi pháp luật yêu cầu. Mật khẩu được mã hóa và
      không ai, kể cả nhân viên Túi Việt, có thể xem được.
    </p>
    <p>Bạn có thể xem và cập nhật thông tin trong mục Tài khoản bất cứ lúc nào. Để yêu cầu xóa dữ liệu, vui lòng liên hệ {SHOP_CONTACT.email}.</p>
  </>
);

const Payment = () => (
  <>
    <h3 className={styles.heading}>Cách đặt hàng</h3>
    <ol>
      <li>Chọn sản phẩm, màu sắc, kích thước và số lượng, rồi bấm “Thêm vào giỏ hàng”.</li>
      <li>Mở giỏ hàng, chọn các sản phẩm muốn mua và bấm “Thanh toán”.</li>
      <li>Đăng nhập hoặc đăng ký tài khoản, điền thông tin nhận hàng và chọn phương thức thanh toán.</li>
      <li>Xác nhận đặt hàng. Bạn theo dõi đơn trong mục “Đơn hàng của tôi”.</li>
    </ol>
    <h3 className={styles.heading}>Thanh toán khi nhận hàng (COD)</h3>
    <p>Bạn thanh toán bằng tiền mặt cho nhân viên giao hàng sau khi kiểm tra sản phẩm.</p>
    <h3 className={styles.heading}>Chuyển khoản ngân hàng qua mã QR</h3>
    <p>
      Sau khi đặt hàng, hệ thống hiển thị mã VietQR với số tiền và nội dung chuyển khoản có sẵn. Mở ứng dụng ngân hàng, quét mã và xác nhận; đơn hàng được ghi
      nhận đã thanh toán ngay khi chúng tôi nhận được tiền. Mỗi mã QR có hiệu lực 5 phút, bạn có thể tạo mã mới bất cứ lúc nào.
    </p>
  </>
);

// Every figure comes from the one shipping rule the orders service charges (decision 0650).
const Delivery = () => (
  <>
    <table className={styles.table}>
      <caption className="visually-hidden">Phí và thời gian giao hàng</caption>
      <thead>
        <tr>
          <th scope="col">Khu vực</th>
          <th scope="col">Phương thức</th>
          <th scope="col">Phí giao hàng</th>
          <th scope="col">Thời gian</th>
        </tr>
      </thead>
      <tbody>
        {SHIPPING_ZONES.flatMap((zone) =>
          SHIPPING_METHODS.map((method) => (
            <tr key={`${zone}-${method}`}>
              <th scope="row">{SHIPPING_ZONE_LABELS[zone]}</th>
              <td>{SHIPPING_METHOD_LABELS[method]}</td>
              <td>{formatVnd(SHIPPING_RATES[method][zone].fee)}</td>
              <td>{SHIPPING_RATES[method][zone].days}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
    <p>{DELIVERY_DAYS_NOTE}</p>
    <p>
      Đơn hàng được đóng gói cẩn thận và giao qua đối tác vận chuyển. Khi đơn được gửi đi, mã vận đơn hiển thị trong mục “Đơn hàng của tôi” để bạn theo dõi. Bạn
      được kiểm tra hàng trước khi thanh toán.
    </p>
  </>
);

export const POLICY_CONTENT: Record<PolicyId, () => ReactNode> = {
  warranty: Warranty,
  privacy: Privacy,
  payment: Payment,
  delivery: Delivery,
};
