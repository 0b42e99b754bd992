import { FAMILIES, ROLES } from '../../config/chapter';
import { type ListQuery, NO_ROLE, SORTS, STATUS_FILTERS } from './member-list';
import styles from './user-management.module.css';

interface Props {
  query: ListQuery;
  classes: readonly string[];
  onChange: (query: ListQuery) => void;
}

/**
 * Search, filters and sorting. A plain GET form, so it also works before the page's script has loaded; with the
 * script, every change applies at once.
 */
export function MemberFilters({ query, classes, onChange }: Props) {
  const select = (name: 'family' | 'class' | 'role', label: string, options: readonly string[], all: string) => (
    <label className={styles.filter}>
      <span>{label}</span>
      <select name={name} value={query[name]} onChange={(e) => onChange({ ...query, [name]: e.target.value })}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      method="get"
      role="search"
      aria-label="Filter members"
      className={styles.filters}
      // With the script running, filters already apply as they change; Enter must not reload the page.
      onSubmit={(event) => event.preventDefault()}
    >
      <label className={`${styles.filter} ${styles.search}`}>
        <span>Search</span>
        <input
          type="search"
          name="q"
          placeholder="Name, email or major"
          value={query.q}
          onChange={(e) => onChange({ ...query, q: e.target.value })}
        />
      </label>
      {select('family', 'Family', FAMILIES, 'All families')}
      {select('class', 'Class', classes, 'All classes')}
      {select('role', 'Role', [...ROLES, NO_ROLE], 'All roles')}
      <label className={styles.filter}>
        <span>Status</span>
        <select
          name="status"
          value={query.status}
          onChange={(e) => onChange({ ...query, status: e.target.value as ListQuery['status'] })}
        >
          {Object.entries(STATUS_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>Sort by</span>
        <select
          name="sort"
          value={query.sort}
          onChange={(e) => onChange({ ...query, sort: e.target.value as ListQuery['sort'] })}
        >
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className={styles.secondary}>
          Apply
        </button>
      </noscript>
    </form>
  );
}
