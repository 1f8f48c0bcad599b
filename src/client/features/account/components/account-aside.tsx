import styles from './account.module.css';

/** The welcome text beside the account forms (hidden on narrow screens). */
export function AccountAside() {
  return (
    <div className={styles.aside}>
      <h2>认识自己，规划未来</h2>
      <p>注册后即可完成三项生涯测评，获得专属的测评报告，并随时打印、下载或分享给家人和老师。</p>
      <ul>
        <li>多元智能测评：发现你最擅长的学习与表达方式</li>
        <li>MBTI 性格测评：了解你的性格倾向与适合的环境</li>
        <li>霍兰德职业兴趣测评：找到与兴趣相符的专业和职业</li>
      </ul>
    </div>
  );
}
