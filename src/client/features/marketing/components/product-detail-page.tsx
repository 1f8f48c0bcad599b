import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ProductDetail } from '#client/contracts/marketing.gen';
import { openBooking } from '#client/features/booking/public';
import { Button } from '#client/components/button/throttled-button';
import { HOTLINE } from '#client/components/layout/nav-items';
import { productInfoQuery } from '../api';
import styles from './article-layout.module.css';
import { ArticleShell, NotFoundNote } from './article-shell';
import { HtmlContent } from '#client/components/html-content/html-content';
import { Price } from './price';
import own from './product-detail-page.module.css';
import { isNotFound, QueryView } from '#client/components/query-view/query-view';

/** No payment provider exists: "buy" books a purchase consultation, and says so (the note reads it). */
const PURCHASE_NOTE = '想购买这项服务，请联系我办理';

const home = (
  <Link to="/" className="btn btn-primary">
    返回首页查看全部产品
  </Link>
);

/** /project/details?id=: title, subtitle, price, reserve and purchase-consultation buttons, content. */
export function ProductDetailPage({ id }: { id?: number }) {
  const query = useQuery({ ...productInfoQuery(id ?? 0), enabled: id !== undefined });
  const product = query.data;
  const missing = id === undefined || (query.isError && isNotFound(query.error));
  return (
    <ArticleShell
      title={product?.name ?? (missing ? '产品不存在' : '规划产品详情')}
      subtitle={product?.sub_name}
      crumbs={[
        <Link to="/">首页</Link>,
        <Link to="/" hash="home-products">
          规划产品
        </Link>,
      ]}
    >
      {id === undefined ? (
        <NotFoundNote message="没有指定要查看的产品。" action={home} />
      ) : (
        <QueryView query={query} loadingLabel="正在加载产品…" notFound={<NotFoundNote message="该产品不存在或已下架。" action={home} />}>
          {(detail) => <ProductBody product={detail} />}
        </QueryView>
      )}
    </ArticleShell>
  );
}

function ProductBody({ product }: { product: ProductDetail }) {
  const subject = { kind: 'product', id: product.id, name: `产品预约 · ${product.name}` } as const;
  return (
    <>
      <div className={own.top}>
        <img className={own.cover} src={product.cover} alt="" width={400} height={260} />
        <div className={own.panel}>
          <Price price={product.price} oprice={product.oprice} large />
          <div className={own.actions}>
            <Button onClick={() => openBooking(subject)}>立即预约</Button>
            <Button className="btn btn-ghost" onClick={() => openBooking(subject, { time: 'any', note: PURCHASE_NOTE, mobile: '' })}>
              购买咨询
            </Button>
          </div>
          <p className={own.note}>暂不支持在线支付：点击「购买咨询」后，顾问会在1个工作日内联系你确认服务内容并办理购买。</p>
          <p className={own.hotline}>
            咨询热线 <a href={`tel:${HOTLINE.replace(/-/g, '')}`}>{HOTLINE}</a>
          </p>
        </div>
      </div>
      <article className={styles.article} aria-label="产品介绍">
        <HtmlContent html={product.content} />
      </article>
    </>
  );
}
