import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './home.module.css';
import aboutStyles from './AboutPage.module.css';

const VALUES = [
  { title: 'Tận tâm', text: 'Lắng nghe từng khách hàng và chăm chút từng chiếc túi như món quà cho người thân.' },
  { title: 'Chất lượng', text: 'Chọn vải canvas dày, chỉ may bền và phụ kiện kim loại chống gỉ; kiểm tra từng sản phẩm trước khi giao.' },
  { title: 'Khách hàng là trung tâm', text: 'Mọi thiết kế, chính sách đổi trả và bảo hành đều bắt đầu từ trải nghiệm của bạn.' },
  { title: 'Sáng tạo', text: 'Làm mới họa tiết truyền thống bằng ngôn ngữ thiết kế hiện đại, trẻ trung.' },
];

const REASONS = [
  { title: 'Chất liệu cao cấp', text: 'Canvas 16oz, da thuộc thực vật và vải bố chống thấm, chọn lọc từ nhà cung cấp trong nước.' },
  { title: 'Bảo hành trọn đời', text: 'Đường may, khóa kéo hay quai đeo có vấn đề? Chúng tôi sửa miễn phí, trọn đời sản phẩm.' },
  { title: 'Thiết kế độc đáo', text: 'Họa tiết phố cổ, hoa sen, nón lá… do đội ngũ thiết kế Túi Việt tự vẽ, không đụng hàng.' },
  { title: 'Hỗ trợ 24/7', text: 'Đội ngũ chăm sóc khách hàng sẵn sàng giải đáp qua hotline, email và fanpage mọi lúc.' },
];

/** /about (product §1): story, core values, mission, vision, reasons to choose the shop. */
export function AboutPage() {
  useDocumentTitle('Giới thiệu');
  return (
    <div className={aboutStyles.about}>
      <section className={aboutStyles.aboutHero} aria-labelledby="about-title">
        <h1 id="about-title">Về Túi Việt</h1>
        <p className={`${styles.lead} ${aboutStyles.lead}`}>Những chiếc túi kể chuyện Việt Nam, được may bằng sự tận tâm.</p>
      </section>

      <section className={styles.story} aria-labelledby="about-story">
        <h2 id="about-story">Câu chuyện của chúng tôi</h2>
        <p>
          Năm 2018, ba người bạn yêu phố cổ Hà Nội mở một xưởng may nhỏ trên phố Hàng Bạc với mong muốn tạo ra những món đồ vừa hữu dụng vừa mang đậm bản sắc
          Việt. Từ vài chiếc túi tote in họa tiết mái ngói, Túi Việt nay đã có hàng trăm mẫu túi, balo và quà lưu niệm, đồng hành cùng hàng nghìn khách hàng
          trong nước và du khách quốc tế.
        </p>
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className={aboutStyles.sectionTitle}>
          Giá trị cốt lõi
        </h2>
        <ul className={aboutStyles.cards}>
          {VALUES.map((v) => (
            <li key={v.title}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={aboutStyles.twoCols}>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">Sứ mệnh</h2>
          <p>Đưa văn hóa Việt vào từng món đồ dùng hằng ngày, đồng thời tạo việc làm ổn định cho thợ may thủ công địa phương.</p>
        </section>
        <section aria-labelledby="about-vision">
          <h2 id="about-vision">Tầm nhìn</h2>
          <p>Trở thành thương hiệu túi và quà lưu niệm Việt được yêu thích nhất, là lựa chọn đầu tiên khi ai đó muốn mang Việt Nam theo bên mình.</p>
        </section>
      </div>

      <section aria-labelledby="about-reasons">
        <h2 id="about-reasons" className={aboutStyles.sectionTitle}>
          Vì sao chọn Túi Việt?
        </h2>
        <ul className={aboutStyles.cards}>
          {REASONS.map((r) => (
            <li key={r.title}>
              <h3>{r.title}</h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={`${styles.ctaRow} ${aboutStyles.ctaRow}`}>
        <Link to="/products" className={styles.primaryButton}>
          Khám phá sản phẩm
        </Link>
        <Link to="/" className={styles.secondaryButton}>
          Về trang chủ
        </Link>
      </div>
    </div>
  );
}

export default AboutPage;
