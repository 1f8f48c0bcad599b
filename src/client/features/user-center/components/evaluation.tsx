import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/layout/page-heading';
import styles from './user-center.module.css';

/** The user's assessment results; lists nothing until results exist. */
export function Evaluation() {
  useDocumentTitle('我的测评');
  return (
    <section>
      <h2>我的测评</h2>
      <div className={styles.empty}>
        <p>你还没有完成任何测评。</p>
        <Link to="/assessment" className="btn btn-primary">
          去做测评
        </Link>
      </div>
    </section>
  );
}
