/**
 * Reads a QR code from a photo or screenshot with qr-scanner (docs/decisions/qr-scanner.md), decoding
 * in its web worker. The whole image at its own size: the library's default scales it down to 400 px,
 * which loses the dense codes of a tablet holding several results.
 */
export async function decodeImageFile(file: File): Promise<string | null> {
  const { default: QrScanner } = await import('qr-scanner');
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = bitmap;
    bitmap.close();
    const result = await QrScanner.scanImage(file, {
      returnDetailedScanResult: true,
      scanRegion: { x: 0, y: 0, width, height, downScaledWidth: width, downScaledHeight: height },
      alsoTryWithoutScanRegion: true,
    });
    return result.data || null;
  } catch {
    return null;
  }
}
