import { Link } from '@tanstack/react-router';
import type { ConsentState } from '#client/contracts/guardian-consent.gen';
import styles from './parent.module.css';

const WORDS = { given: '已同意', refused: '您选择了不同意', withdrawn: '已撤回同意' } as const;

/** On 家长首页, under a child under 14: where the guardian's consent stands, and the way to it. */
export function ConsentLine({ linkId, state }: { linkId: number; state: ConsentState }) {
  const decided = state.latest?.decision;
  return (
    <p className={styles.consentLine} data-testid="consent-line">
      家长同意：{decided ? WORDS[decided] : <strong>待您决定</strong>}{' '}
      <Link to="/parent/consent" search={{ link: linkId }}>
        {decided === 'given' ? '查看或撤回' : decided ? '重新决定' : '阅读规则并决定'}
      </Link>
    </p>
  );
}
