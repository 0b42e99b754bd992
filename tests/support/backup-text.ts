import { writeBackup } from '../../app/features/backups/backup.server';
import type { Db } from '../../app/shared/db/db.server';

/** A whole backup as one text, as the backup file holds it once unzipped: small test databases fit in memory. */
export async function backupText(db: Db, now?: Date): Promise<string> {
  const parts: string[] = [];
  await writeBackup(db, async (text) => void parts.push(text), now);
  return parts.join('');
}
