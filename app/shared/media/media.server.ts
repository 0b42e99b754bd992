import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { media } from '../../../db/schema';
import { db, type Db, type Tx } from '../db/db.server';

/** The database or an open transaction: pass the transaction to store a picture and update its owner together. */
export type Executor = Db | Tx;

export interface StoredMedia {
  key: string;
  contentType: string;
  bytes: Uint8Array;
  size: number;
  sha256: string;
  createdAt: Date;
}

/** Stores bytes under a key with their content type, size and SHA-256; a key is written once and never reused. */
export async function saveMedia(
  item: { key: string; contentType: string; bytes: Uint8Array },
  executor: Executor = db(),
): Promise<{ key: string; size: number; sha256: string }> {
  const sha256 = crypto.createHash('sha256').update(item.bytes).digest('hex');
  const size = item.bytes.byteLength;
  await executor
    .insert(media)
    .values({ key: item.key, contentType: item.contentType, bytes: item.bytes, size, sha256 });
  return { key: item.key, size, sha256 };
}

/** The stored item under a key, or null. */
export async function findMedia(key: string, executor: Executor = db()): Promise<StoredMedia | null> {
  const [row] = await executor
    .select({
      key: media.key,
      contentType: media.contentType,
      bytes: media.bytes,
      size: media.size,
      sha256: media.sha256,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(eq(media.key, key))
    .limit(1);
  return row ?? null;
}

/** Deletes the item under a key; returns whether there was one. */
export async function deleteMedia(key: string, executor: Executor = db()): Promise<boolean> {
  const deleted = await executor.delete(media).where(eq(media.key, key)).returning({ key: media.key });
  return deleted.length > 0;
}
