import { Link } from '@tanstack/react-router';
import { HOTLINE } from '#client/components/layout/nav-items';
import styles from './sign-up.module.css';

/** What happens after submitting and how the data is used (in line with the privacy policy). */
export function SignUpNotes() {
  return (
    <aside className={styles.notes} aria-label="报名说明">
      <section>
        <h2>提交之后</h2>
        <ol className={styles.steps}>
          <li>我们收到报名信息，不需要在网上付款。</li>
          <li>课程顾问在1-2个工作日内给你打电话，介绍开班时间、上课方式和费用。</li>
          <li>你确认参加后，再办理缴费并收到开课通知；不想参加也可以直接告诉顾问。</li>
        </ol>
      </section>
      <section>
        <h2>你的信息如何使用</h2>
        <p>报名信息只用于确认报名、联系你和安排培训，不会用于其他用途，也不会提供给与培训无关的第三方。</p>
        <p>身份证号属于敏感个人信息，为选填项，只在培训需要核实身份时使用。</p>
        <p>
          培训结束后，报名信息最多保存1年，到期删除或匿名化处理。详见<Link to="/privacy">隐私政策</Link>。
        </p>
      </section>
      <p className={styles.hotline}>
        有疑问？拨打咨询热线 <a href={`tel:${HOTLINE}`}>{HOTLINE}</a>
      </p>
    </aside>
  );
}
