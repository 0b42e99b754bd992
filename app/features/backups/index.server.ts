/** What the server and the backup command use: making a backup and restoring one. */
export { BackupError, restoreBackup, writeBackup } from './backup.server';
