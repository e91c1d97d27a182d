import { Link } from 'react-router-dom';
import { SHIPPING_RATES, SHIPPING_ZONE_LABELS } from '../../../lib/shop-rules';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroArt } from '../components/HeroArt';
import { NewsletterForm } from '../components/NewsletterForm';
import { ProductRows } from '../components/ProductRows';
import styles from './home.module.css';

const PROMISES = [
  { title: 'May thủ công', text: 'Từng đường kim do thợ thủ công Hà Nội thực hiện.' },
  { title: 'Bảo hành trọn đời', text: 'Sửa miễn phí đường may, khóa kéo, quai đeo.' },
  {
    title: 'Giao hàng toàn quốc',
    // The standard delivery times of the one shipping rule (decision 0650).
    text: `${SHIPPING_ZONE_LABELS.major} ${SHIPPING_RATES.standard.major.days}, tỉnh thành khác ${SHIPPING_RATES.standard.other.days}.`,
  },
];

/** / (product §2 home): featured products banner, rows of products, brand story, newsletter sign-up. */
export function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Sản phẩm nổi bật</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Mang hồn Việt theo mỗi hành trình
          </h1>
          <p className={styles.lead}>
            Túi tote vải canvas in họa tiết phố cổ, balo bền chắc cho ngày dài và những món quà lưu niệm nhỏ xinh — tất cả được thiết kế và may tại Việt Nam.
          </p>
          <div className={styles.ctaRow}>
            <Link to="/products" className={styles.primaryButton}>
              Khám phá sản phẩm
            </Link>
            <Link to="/about" className={styles.secondaryButton}>
              Câu chuyện Túi Việt
            </Link>
          </div>
        </div>
        <HeroArt className={styles.heroArt} />
      </section>

      <ul className={styles.promises} aria-label="Cam kết của Túi Việt">
        {PROMISES.map((p) => (
          <li key={p.title}>
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>

      <ProductRows />

      <section className={styles.story} aria-labelledby="story-title">
        <h2 id="story-title">Câu chuyện thương hiệu</h2>
        <p>
          Túi Việt bắt đầu từ một xưởng may nhỏ trên phố Hàng Bạc, nơi những tấm vải canvas mộc được khâu thành chiếc túi mang theo sắc màu của phố cổ: mái ngói
          rêu phong, hoa sen đầu hạ, chiếc xích lô chậm rãi qua Hồ Gươm.
        </p>
        <p>
          Chúng tôi tin rằng một món đồ dùng hằng ngày cũng có thể kể chuyện quê hương. Mỗi sản phẩm là sự kết hợp giữa chất liệu bền bỉ, thiết kế hiện đại và
          bàn tay khéo léo của người thợ Việt — để bạn mang theo một chút Việt Nam, dù đi đến đâu.
        </p>
      </section>

      <section className={styles.newsletter} aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">Nhận tin ưu đãi</h2>
        <p>Đăng ký để biết sớm nhất về bộ sưu tập mới và các chương trình khuyến mãi.</p>
        <NewsletterForm />
      </section>
    </>
  );
}

export default HomePage;
