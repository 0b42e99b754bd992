/** The running production build a benchmark section measures. */
export interface BenchTarget {
  origin: string;
  /** Its embedded database, readable through the backup socket while it runs. */
  dataDir: string;
  pid: number;
}
