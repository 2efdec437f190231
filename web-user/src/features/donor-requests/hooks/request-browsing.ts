/** Previous/next in the request popup wrap around: past the last comes the first, before the first the last. */
export const wrapIndex = (index: number, length: number): number =>
  length <= 0 ? 0 : ((index % length) + length) % length;

export const nextIndex = (index: number, length: number) => wrapIndex(index + 1, length);
export const previousIndex = (index: number, length: number) => wrapIndex(index - 1, length);
