/** Resolves in a later task: the browser may paint or answer a tap in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
