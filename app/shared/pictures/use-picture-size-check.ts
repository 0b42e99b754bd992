import { useState, type ChangeEvent, type FormEvent } from 'react';
import { pictureSizeProblem } from './pictures';

/**
 * Refuses a chosen picture over the size limit at once, rather than after uploading it only to be refused: wire
 * `onChange` to the file input and `onSubmit` to its form, and show `problem` as the picture's error.
 */
export function usePictureSizeCheck() {
  const [problem, setProblem] = useState<string>();
  return {
    problem,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setProblem(pictureSizeProblem(event.currentTarget.files?.[0])),
    onSubmit: (event: FormEvent) => {
      if (problem) event.preventDefault();
    },
  };
}
