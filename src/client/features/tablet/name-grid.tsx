import { useId, useState } from 'react';
import { filterNames, type RosterStudent } from './name-list';
import styles from './tablet.module.css';

/** From this many names on, the 搜索姓名 box shows above them. */
const SEARCH_FROM = 16;

/** The class's names as big buttons; a long list has a search box above it. */
export function NameGrid({ students, onPick }: { students: readonly RosterStudent[]; onPick: (student: RosterStudent) => void }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = filterNames(students, query);

  if (students.length === 0) return <p className={styles.notice}>名单里还没有同学。请告诉老师。</p>;
  return (
    <>
      {students.length >= SEARCH_FROM && (
        <form
          className={styles.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            // Enter with one name left opens its PIN pad (and the system keyboard goes away).
            if (shown.length === 1) onPick(shown[0]);
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            搜索姓名
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder="搜索姓名"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          {query && (
            <button type="button" className={`btn btn-ghost ${styles.clear}`} onClick={() => setQuery('')}>
              清除
            </button>
          )}
        </form>
      )}
      {shown.length === 0 ? (
        <p className={styles.notice} role="status">
          没有找到“{query.trim()}”，换个字试试。
        </p>
      ) : (
        <ul className={styles.grid} aria-label="全班同学">
          {shown.map((student) => (
            <li key={student.id}>
              <button type="button" className={`${styles.name} ${student.name.length > 4 ? styles.long : ''}`} onClick={() => onPick(student)}>
                {student.name}
                {student.mark && <small>（{student.mark}）</small>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
