/** The pixel size of a picked image file, which the profile's gallery lays out by. */
export function imageFileSize(file: File): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  return new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      resolve({ width: Math.max(1, image.naturalWidth), height: Math.max(1, image.naturalHeight) });
    };
    image.onerror = () => {
      reject(new Error('unreadable image'));
    };
    image.src = url;
  }).finally(() => {
    URL.revokeObjectURL(url);
  });
}
