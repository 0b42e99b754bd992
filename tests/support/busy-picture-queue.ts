import { pictureQueue } from '../../app/shared/pictures/picture-upload.server';

/**
 * Fills the picture queue as a burst of uploads would: one processing and as many waiting as it allows, all held
 * until the returned function is called. The next upload finds the server busy.
 */
export function holdPictureQueue(): () => Promise<void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  for (;;) {
    const task = pictureQueue.run(() => gate);
    if (pictureQueue.running + pictureQueue.waiting === held.length) {
      void task.catch(() => undefined); // refused: the queue is full
      break;
    }
    held.push(task);
  }
  return async () => {
    release();
    await Promise.all(held);
  };
}
