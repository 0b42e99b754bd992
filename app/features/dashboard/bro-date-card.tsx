import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';

/** The member's bro-date group. */
export function BroDateCard({ names }: { names: string[] | null }) {
  return (
    <DashboardCard title="BroDates">
      {names ? (
        <ul className={card.list}>
          {names.map((name, i) => (
            <li key={`${i}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className={card.empty}>No BroDate group found.</p>
      )}
    </DashboardCard>
  );
}
